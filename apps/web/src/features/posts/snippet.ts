import { SNIPPET_MARK } from '@newsroom/shared';

/** A piece of a list row's snippet: plain text, highlighted (`mark`) when it is a matched word. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** The only entities the API writes into a snippet (it escapes &, < and >, nothing else). */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** One pass, so an escaped entity ('&amp;lt;') becomes its text ('&lt;'), not a second character. */
const decode = (text: string) => text.replace(/&(?:amp|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Splits a row's `snippet` (the 'Szöveg' filter: HTML-escaped plain text, the matched words between
 * SNIPPET_MARK's tags) into text and highlighted parts, for the list to draw as text nodes and
 * <mark> elements: the snippet never becomes markup, so nothing an article holds can run or style
 * the page. The markers can only be the API's (a '<' of the text arrives as '&lt;'); one left
 * open highlights to the end. Empty parts are dropped.
 */
export function splitSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  let from = 0;
  while (from < snippet.length) {
    const marker = mark ? SNIPPET_MARK.end : SNIPPET_MARK.start;
    const at = snippet.indexOf(marker, from);
    const end = at === -1 ? snippet.length : at;
    if (end > from) parts.push({ text: decode(snippet.slice(from, end)), mark });
    if (at === -1) break;
    from = at + marker.length;
    mark = !mark;
  }
  return parts;
}
