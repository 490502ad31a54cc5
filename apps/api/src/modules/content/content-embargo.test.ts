/**
 * An embargo as the public side sees it (docs/api.md, "Workflow" and "Content API"): an article
 * under an embargo is in no content list, no article reply and no feed, whatever is tried; its
 * preview works and says until when.
 */
import type { ContentArticle, Post } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { validPostInput } from '../../test/harness.ts';
import { useContentApp } from './content-support.ts';

const { read, makeKey, call, editor } = useContentApp();

describe('an embargoed article on the public side', () => {
  it('is never listed, answered or in a feed before its time; its preview is marked', async () => {
    const { key } = await makeKey('Embargó');
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await call(
      'POST',
      '/api/posts/add',
      editor,
      validPostInput({ title: 'Zárolt bejelentés', menu_type: 'draft', embargo_until: until }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<{ data: Post }>().data;

    // Publishing it is refused on every path tried here: a save and the workflow.
    const saved = await call('PUT', `/api/posts/${draft.id}`, editor, {
      ...validPostInput({ title: draft.title, menu_type: 'post' }),
      last_update: draft.last_update,
    });
    expect(saved.statusCode).toBe(409);
    const step = await call('POST', `/api/posts/${draft.id}/workflow`, editor, { action: 'publish' });
    expect(step.statusCode).toBe(409);

    const list = await read('/api/content/articles?limit=100', key);
    expect(list.json<{ data: ContentArticle[] }>().data.map((a) => a.id)).not.toContain(draft.id);
    expect((await read(`/api/content/articles/${draft.shortname}`, key)).statusCode).toBe(404);
    const feed = await call('GET', '/api/content/feeds/rss.xml', null);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain('Zárolt bejelentés');

    const preview = await call('POST', `/api/posts/${draft.id}/preview`, editor, {});
    const { token } = preview.json<{ data: { token: string } }>().data;
    const shown = await call('GET', `/api/content/preview/${token}`, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ data: ContentArticle }>().data).toMatchObject({
      title: 'Zárolt bejelentés',
      embargo_until: until,
    });
  });

  it('an article without an embargo previews with embargo_until null', async () => {
    const created = await call('POST', '/api/posts/add', editor, validPostInput({ menu_type: 'draft' }));
    const draft = created.json<{ data: Post }>().data;
    const preview = await call('POST', `/api/posts/${draft.id}/preview`, editor, {});
    const { token } = preview.json<{ data: { token: string } }>().data;
    const shown = await call('GET', `/api/content/preview/${token}`, null);
    expect(shown.json<{ data: ContentArticle }>().data.embargo_until).toBeNull();
  });
});
