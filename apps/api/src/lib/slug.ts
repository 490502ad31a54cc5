/** A URL slug: lower case, accents folded (ő → o, ű → u), anything else a single dash. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .replace(/&quot;|&amp;|&#0?39;|&lt;|&gt;/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, maxLength).replace(/-+$/g, '');
  return cut || 'cikk';
}
