// A cover from the media library on the reader site: the AVIF and WebP copies the content API
// names, the item's alt text and caption.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../../api/src/db/schema/index.ts';
import { importExistingUploads } from '../../../api/src/modules/media/media-import.service.ts';
import { publishArticle } from '../test/content.ts';
import { attrOf, parsePage, select, textOf } from '../test/html.ts';
import { setUpSite } from '../test/site-harness.ts';

const { api, site } = setUpSite();

const get = (url: string) => site.site.inject({ method: 'GET', url });

describe('an article whose cover is a library image', () => {
  it('offers AVIF and WebP copies, and shows the alt text and the caption', async () => {
    const article = await publishArticle(api, { title: 'Könyvtári borítós cikk', thumbnail_source: 'MTI' });
    // The cover was stored before the library knew it: the start-up import makes it an item.
    await importExistingUploads(api.t.db, api.t.app.storage);
    const [item] = await api.t.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.url, article.thumbnail));
    if (!item) throw new Error('the cover did not become a library item');
    const described = await api.t.app.inject({
      method: 'PUT',
      url: `/api/media/${item.id}`,
      headers: api.editor.headers,
      payload: { alt: 'A Lánchíd esti fényben', caption: 'Esti forgalom a hídon' },
    });
    expect(described.statusCode, described.body).toBe(200);

    const page = parsePage((await get(article.post_url)).body);
    expect(attrOf(page, 'figure.article-cover picture source[type="image/avif"]', 'srcset')).toMatch(
      new RegExp(`^${article.thumbnail.replaceAll('.', '\\.')}\\?w=\\d+&fm=avif&v=1 \\d+w`),
    );
    expect(attrOf(page, 'figure.article-cover picture source[type="image/webp"]', 'srcset')).toContain(
      'fm=webp',
    );
    expect(attrOf(page, 'figure.article-cover img', 'alt')).toBe('A Lánchíd esti fényben');
    expect(textOf(select(page, 'figure.article-cover figcaption') ?? page)).toBe(
      'Esti forgalom a hídon · Fotó: MTI',
    );
    // A card's 16:9 box shows the crop around the focal point.
    const home = parsePage((await get('/')).body);
    expect(attrOf(home, 'article.card picture source[type="image/webp"]', 'srcset')).toMatch(
      /&ar=16x9&fm=webp&v=1 \d+w/,
    );
  });
});
