/**
 * Reading the site's pages as a browser or a crawler would: parsed by htmlparser2 (what the API's
 * sanitiser parses with), queried with a small subset of CSS selectors.
 */
import type { ChildNode, Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export type Page = Document;

export function parsePage(html: string): Page {
  return parseDocument(html);
}

interface Step {
  tag: string | undefined;
  id: string | undefined;
  classes: string[];
  attrs: Array<[string, string | undefined]>;
}

const STEP = /^([a-z][a-z0-9-]*)?((?:[.#][\w-]+|\[[\w-]+(?:="[^"]*")?\])*)$/i;
const PART = /([.#])([\w-]+)|\[([\w-]+)(?:="([^"]*)")?\]/g;

function parseStep(text: string): Step {
  const match = STEP.exec(text);
  if (!match) throw new Error(`html.ts: unsupported selector step ${text}`);
  const step: Step = { tag: match[1]?.toLowerCase(), id: undefined, classes: [], attrs: [] };
  for (const part of (match[2] ?? '').matchAll(PART)) {
    if (part[1] === '#') step.id = part[2];
    else if (part[1] === '.') step.classes.push(part[2] ?? '');
    else step.attrs.push([part[3] ?? '', part[4]]);
  }
  return step;
}

/** Splits on the spaces between steps, not those inside an attribute's quoted value. */
function splitSteps(selector: string): string[] {
  const steps: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of selector.trim()) {
    if (ch === '"') quoted = !quoted;
    if (ch === ' ' && !quoted) {
      if (current) steps.push(current);
      current = '';
    } else current += ch;
  }
  if (current) steps.push(current);
  return steps;
}

const isElement = (node: ChildNode): node is Element => 'attribs' in node;

function matches(el: Element, step: Step): boolean {
  if (step.tag && el.name !== step.tag) return false;
  if (step.id !== undefined && el.attribs.id !== step.id) return false;
  const classes = (el.attribs.class ?? '').split(/\s+/);
  if (!step.classes.every((c) => classes.includes(c))) return false;
  return step.attrs.every(([name, value]) =>
    value === undefined ? name in el.attribs : el.attribs[name] === value,
  );
}

function descendants(nodes: ChildNode[], out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    out.push(node);
    descendants(node.children, out);
  }
  return out;
}

/** Every element matching `selector` (tags, .class, #id, [attr], [attr="v"], descendant spaces). */
export function selectAll(root: Page | Element, selector: string): Element[] {
  let scope: Array<Page | Element> = [root];
  for (const step of splitSteps(selector).map(parseStep)) {
    const found = new Set<Element>();
    for (const node of scope)
      for (const el of descendants(node.children)) if (matches(el, step)) found.add(el);
    scope = [...found];
  }
  return scope as Element[];
}

export function select(root: Page | Element, selector: string): Element | undefined {
  return selectAll(root, selector)[0];
}

/** The text inside an element, as a reader sees it (entities decoded). */
export function textOf(node: ChildNode | Page): string {
  if ('data' in node && typeof node.data === 'string' && node.type === 'text') return node.data;
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** The attribute of the first element matching `selector`. */
export function attrOf(root: Page, selector: string, name: string): string | undefined {
  return select(root, selector)?.attribs[name];
}
