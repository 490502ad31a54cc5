/** Named entities the editor produces; anything else numeric is decoded by its code point. */
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * The 'Karaterszám' of an article's HTML (docs/product.md): tags are stripped, entities decoded
 * (a decoded entity counts as the character it stands for; `&nbsp;` is whitespace), all whitespace
 * removed and accents folded (á → a), then the remaining characters are counted.
 */
export function characterCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(entity, body))
    .replace(/\s+/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return [...text].length;
}

/** The text of some HTML as a reader sees it: tags gone, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(entity, body))
    .replace(/\s+/gu, ' ')
    .trim();
}
