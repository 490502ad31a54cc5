/**
 * The site's content key has a per-minute limit like every key (CONTENT_RATE_LIMIT), and the site
 * asks the API on every page view (a revalidation is a call too). Past the limit the API answers
 * 429: the site must go on serving what it read, as while the API is down, rather than fail readers.
 */
import { describe, expect, it } from 'vitest';
import { publishArticle } from '../test/content.ts';
import { setUpSite } from '../test/site-harness.ts';

/** An article page costs three calls (menus, placements, the article): four views fit. */
const LIMIT = 12;
const { api, site } = setUpSite({ apiEnv: { CONTENT_RATE_LIMIT: String(LIMIT) } });

describe("the site's key past its limit", () => {
  it('serves the pages it read with the last good replies while the API answers 429', async () => {
    const article = await publishArticle(api, { title: 'Népszerű cikk' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await site.site.inject({ method: 'GET', url: article.post_url })).statusCode);
    }
    // The API did refuse the site's calls…
    expect(api.requests.some((r) => r.status === 429)).toBe(true);
    // …and readers still got the article every time.
    expect(statuses).toEqual(Array(8).fill(200));
  });
});
