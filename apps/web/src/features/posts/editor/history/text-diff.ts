import { diffWords } from 'diff';

/** One run of a word-level diff: text both sides share, or text only one side has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** What one field of the article changed, as the history panel shows it. */
export interface FieldDiff {
  field: 'title' | 'short_content' | 'content';
  parts: DiffPart[];
  changed: boolean;
}

/** The texts the history panel compares: title, lead and body (HTML). */
export interface ComparedTexts {
  title: string;
  short_content: string;
  content: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A character reference as its character; an unknown one stays as written. */
function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** Tags that end a block: their text is kept apart from the next block's. */
const BLOCK_TAG =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|td|th|table|figure|figcaption)\b[^>]*>|<br\s*\/?>/gi;

/**
 * An article body as plain text for comparing: tags stripped (blocks and line breaks become one
 * line break, images and other inline tags vanish), entities decoded, runs of spaces collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK_TAG, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}

/** A word-level diff of two texts, from `before` to `after`; neighbouring runs of one kind are merged. */
export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffWords(before, after)) {
    const kind: DiffPart['kind'] = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += change.value;
    else if (change.value) parts.push({ kind, text: change.value });
  }
  return parts;
}

/** What changed from a revision (`before`) to the current text (`after`): title, lead, and body as text. */
export function articleDiff(before: ComparedTexts, after: ComparedTexts): FieldDiff[] {
  const fields: [FieldDiff['field'], string, string][] = [
    ['title', before.title, after.title],
    ['short_content', before.short_content, after.short_content],
    ['content', htmlToText(before.content), htmlToText(after.content)],
  ];
  return fields.map(([field, a, b]) => {
    const parts = diffText(a, b);
    return { field, parts, changed: parts.some((p) => p.kind !== 'same') };
  });
}
