/**
 * Cleans HTML pasted from Word or Google Docs before Tiptap parses it: keeps paragraphs, line
 * breaks, headings, bold, italic, underline, strike, lists, links, blockquotes and images, and drops
 * every style, class, comment, Word namespace element and wrapper. Bold and italic given by inline
 * styles (Google Docs' `<span style="font-weight:700">`, Word's `mso-` spans) become `<strong>`/`<em>`.
 */

const DROPPED = new Set([
  'head',
  'meta',
  'style',
  'script',
  'link',
  'title',
  'xml',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);
/** The editor offers H2 and H3 only: other levels are mapped onto them. */
const RENAMED: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
};
const KEPT = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'img',
]);
/** Blocks that are not kept: they become a paragraph unless they hold blocks themselves. */
const LOOSE_BLOCKS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'td',
  'th',
  'caption',
  'dd',
  'dt',
]);
const BLOCK_SELECTOR = 'p, h1, h2, h3, h4, h5, h6, ul, ol, li, blockquote, div, table, section, article';
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt'],
  ol: ['start'],
};

export interface InlineMarks {
  /** true: bold, false: explicitly not bold, undefined: the style says nothing. */
  bold?: boolean;
  italic?: boolean;
}

/** Reads bold and italic from an inline `style` attribute. */
export function readInlineMarks(style: string): InlineMarks {
  const marks: InlineMarks = {};
  for (const declaration of style.split(';')) {
    const [rawName, ...rest] = declaration.split(':');
    const name = rawName?.trim().toLowerCase();
    const value = rest
      .join(':')
      .trim()
      .toLowerCase()
      .replace(/\s*!important$/, '');
    if (name === 'font-weight') {
      const weight = Number(value);
      marks.bold = Number.isFinite(weight) ? weight >= 600 : value === 'bold' || value === 'bolder';
    } else if (name === 'font-style') {
      marks.italic = value === 'italic' || value === 'oblique';
    }
  }
  return marks;
}

/** Links may point to the web, to an e-mail address or within the site; never to script or a local file. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return true;
  return !/^[a-z][a-z\d+.-]*:/i.test(value);
}

/** The kind of list a Word list-paragraph marker ('1.', 'a)', 'iv.', '·', '§') starts. */
export function listKindOfMarker(marker: string): 'ol' | 'ul' {
  return /^\s*(\d+|[a-z]|[ivxlcdm]+)[.)]/i.test(marker.replace(/\u00a0/g, ' ')) ? 'ol' : 'ul';
}

const styleOf = (element: Element) => element.getAttribute('style') ?? '';

/** Takes out the nodes Word puts between `<![if !supportLists]>` and `<![endif]>`; returns their text. */
function takeListMarker(paragraph: Element): string {
  let marker = '';
  const ignored = Array.from(paragraph.querySelectorAll('[style]')).filter((el) =>
    /mso-list:\s*ignore/i.test(styleOf(el)),
  );
  for (const el of ignored) {
    marker += el.textContent ?? '';
    el.remove();
  }
  let inMarker = false;
  for (const node of Array.from(paragraph.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (/\[if !supportLists\]/i.test(data)) inMarker = true;
      else if (/\[endif\]/i.test(data)) inMarker = false;
      continue;
    }
    if (inMarker) {
      marker += node.textContent ?? '';
      node.remove();
    }
  }
  return marker;
}

/** Word (desktop) pastes lists as paragraphs styled `mso-list:l0 level1 lfo1`: turns them into lists. */
function convertWordLists(body: HTMLElement): void {
  const doc = body.ownerDocument;
  for (const paragraph of Array.from(body.querySelectorAll('p'))) {
    if (!/mso-list:\s*l\d/i.test(styleOf(paragraph))) continue;
    const kind = listKindOfMarker(takeListMarker(paragraph));
    let previous = paragraph.previousSibling;
    while (previous && previous.nodeType === Node.TEXT_NODE && !previous.textContent?.trim()) {
      previous = previous.previousSibling;
    }
    let list: Element;
    if (
      previous instanceof Element &&
      previous.localName === kind &&
      previous.hasAttribute('data-word-list')
    ) {
      list = previous;
    } else {
      list = doc.createElement(kind);
      list.setAttribute('data-word-list', '');
      paragraph.before(list);
    }
    const item = doc.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    list.append(item);
    paragraph.remove();
  }
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/** Wraps the element's content in `<strong>`/`<em>` as its style asks. */
function applyMarks(element: Element, marks: InlineMarks): void {
  const doc = element.ownerDocument;
  const inHeading = element.closest('h1, h2, h3, h4, h5, h6') !== null;
  for (const [tag, wanted] of [
    ['strong', marks.bold && !inHeading],
    ['em', marks.italic],
  ] as const) {
    if (!wanted || element.localName === tag || element.closest(tag)) continue;
    const wrapper = doc.createElement(tag);
    wrapper.append(...Array.from(element.childNodes));
    element.append(wrapper);
  }
}

function stripAttributes(element: Element): void {
  const kept = KEPT_ATTRIBUTES[element.localName] ?? [];
  for (const { name } of Array.from(element.attributes)) {
    if (!kept.includes(name)) element.removeAttribute(name);
  }
}

function isBlank(element: Element): boolean {
  return !element.querySelector('img, br') && !(element.textContent ?? '').replace(/[\s\u00a0]/g, '');
}

function cleanElement(element: Element): void {
  const tag = element.localName.toLowerCase();
  if (DROPPED.has(tag) || tag === 'o:p' || tag.startsWith('v:')) {
    element.remove();
    return;
  }
  cleanChildren(element);
  const marks = readInlineMarks(styleOf(element));
  if ((tag === 'b' || tag === 'strong') && marks.bold === false) {
    // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
    unwrap(element);
    return;
  }
  if ((tag === 'i' || tag === 'em') && marks.italic === false) {
    unwrap(element);
    return;
  }
  let target = element;
  const renamed = RENAMED[tag];
  if (renamed) target = rename(element, renamed);
  else if (LOOSE_BLOCKS.has(tag)) {
    if (element.querySelector(BLOCK_SELECTOR)) {
      unwrap(element);
      return;
    }
    target = rename(element, 'p');
  } else if (!KEPT.has(tag)) {
    applyMarks(element, marks);
    unwrap(element);
    return;
  }
  if (tag === 'a' && !isSafeHref(element.getAttribute('href') ?? '')) {
    applyMarks(element, marks);
    unwrap(element);
    return;
  }
  if (tag === 'img' && !/^(https?:|data:image\/|\/)/i.test(element.getAttribute('src') ?? '')) {
    target.remove(); // file:///C:/… from Word cannot be loaded by anyone
    return;
  }
  stripAttributes(target);
  applyMarks(target, marks);
  if (['p', 'strong', 'em', 'u', 's', 'a'].includes(target.localName) && isBlank(target)) {
    if (target.localName === 'p' || !target.textContent) target.remove();
    else unwrap(target);
  }
}

function cleanChildren(parent: Node): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.ELEMENT_NODE) cleanElement(node as Element);
    else if (node.nodeType !== Node.TEXT_NODE) node.remove();
  }
}

/** Cleans pasted HTML (see the file comment). Runs in the browser: it parses with DOMParser. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  convertWordLists(doc.body);
  cleanChildren(doc.body);
  // Google Docs separates paragraphs with bare <br>s, which would become empty paragraphs.
  for (const br of Array.from(doc.body.children)) if (br.localName === 'br') br.remove();
  return doc.body.innerHTML.trim();
}
