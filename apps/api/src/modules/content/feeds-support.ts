/**
 * What the feeds' test files (feeds-*.test.ts) share: the content API's test app with a site name
 * that needs escaping, an anonymous GET (feeds need no key) to the API's public host, and an XML
 * parser that keeps attributes and never reads numbers or entities into other values.
 */

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { useContentApp } from './content-support.ts';

/** SITE_NAME of the test app: the channel's title and the news sitemap's publication. */
export const SITE_NAME = 'Példa & Társa <Hírek>';
/** The host the test requests come to: the covers' and sitemaps' absolute addresses start with it. */
export const API_ORIGIN = 'http://api.hirek.example';

export function useFeedsApp() {
  const used = useContentApp({ env: { SITE_NAME } });

  /** An anonymous GET, as a feed reader or a crawler sends it. */
  function get(path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return used.t.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'api.hirek.example', ...headers },
    });
  }

  return { ...used, get };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Every element that may repeat is a list, even with one item.
  isArray: (name) => ['item', 'category', 'url', 'sitemap'].includes(name),
});

/** The body parsed as XML, after checking that it is well-formed. */
// biome-ignore lint/suspicious/noExplicitAny: the parsed tree is walked by element names in the tests.
export function parseXml(res: LightMyRequestResponse): any {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body);
}
