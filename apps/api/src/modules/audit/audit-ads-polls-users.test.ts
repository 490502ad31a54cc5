import { AUDIT_REDACTED, type Post, type UserDetails } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { imageDataUrl, validPostInput } from '../../test/harness.ts';
import { useAuditApp } from './audit-support.ts';

const { t, editor, seller, readLog, entriesOf, rawTrail, countEntries, send, ok } = useAuditApp();

describe('the audit trail of ads, polls and users', () => {
  it('records campaigns and banners without the image data', async () => {
    const image = {
      data: await imageDataUrl({ width: 300, height: 120 }),
      filename: 'kep.jpg',
      type: 'image/jpeg',
      dimensions: { width: 300, height: 120 },
    };
    const campaign = await ok<{ id: number; title: string; last_update: string; url: string }>(
      send(seller, 'POST', '/api/campaigns/add', {
        title: 'Téli kampány',
        url: 'https://hirdeto.example/tel',
        side: 'campaign',
        image,
      }),
    );
    await ok(
      send(seller, 'PUT', `/api/campaigns/${campaign.id}`, {
        title: 'Téli kampány 2',
        url: 'https://hirdeto.example/tel',
        side: 'campaign',
        // Other bytes: the same ones would answer the library item there (modules/media).
        image: { ...image, data: await imageDataUrl({ width: 300, height: 120 }) },
        last_update: campaign.last_update,
      }),
    );
    const banner = await ok<{ id: number }>(
      send(seller, 'POST', '/api/banners/add', {
        title: 'Jobb oldali',
        url: 'https://hirdeto.example/b',
        side: 'right_600',
        image,
      }),
    );
    await ok(send(seller, 'DELETE', `/api/banners/${banner.id}`));

    const campaignEntries = await entriesOf('campaign', campaign.id);
    expect(campaignEntries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(campaignEntries[1]?.changes?.title).toEqual({ before: 'Téli kampány', after: 'Téli kampány 2' });
    // A new image is a new stored file: its address changes, its bytes are nowhere in the trail.
    expect(campaignEntries[1]?.changes?.banner_url?.after).toMatch(/^\/uploads\//);
    expect((await entriesOf('banner', banner.id)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect(await rawTrail()).not.toContain('base64');
  });

  it('records Google ad slots', async () => {
    const ad = await ok<{ id: number; name: string; last_update: string }>(
      send(editor, 'POST', '/api/ga/add', {
        name: 'Fejléc',
        path: '/1234567/fejlec',
        size: '728x90',
        div_id: 'div-gpt-ad-audit',
        position: 'gtop_90',
      }),
    );
    await ok(
      send(editor, 'PUT', `/api/ga/${ad.id}`, {
        name: 'Fejléc',
        path: '/1234567/fejlec-uj',
        size: '728x90',
        div_id: 'div-gpt-ad-audit',
        position: 'gtop_90',
        last_update: ad.last_update,
      }),
    );
    const entries = await entriesOf('google_ad', ad.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]?.changes).toEqual({ path: { before: '/1234567/fejlec', after: '/1234567/fejlec-uj' } });
    expect(entries[1]?.label).toBe('Fejléc');
  });

  it('records polls: saves, the right side and removing all from it', async () => {
    const first = await ok<{ id: number; last_update: string }>(
      send(seller, 'POST', '/api/voting-widgets/add', {
        name: 'Első',
        items: [{ name: 'Igen' }, { name: 'Nem' }],
      }),
    );
    const second = await ok<{ id: number }>(
      send(seller, 'POST', '/api/voting-widgets/add', { name: 'Második', items: [{ name: 'A' }] }),
    );
    await ok(send(seller, 'PUT', `/api/voting-widgets/${first.id}/right-item`));
    await ok(send(seller, 'PUT', `/api/voting-widgets/${second.id}/right-item`));
    await ok(send(seller, 'PUT', '/api/voting-widgets-remove-all'));
    await ok(send(seller, 'DELETE', `/api/voting-widgets/${first.id}`));

    expect((await entriesOf('voting_widget', first.id)).map((e) => e.action)).toEqual([
      'create',
      'right_item',
      'delete',
    ]);
    const secondEntries = await entriesOf('voting_widget', second.id);
    expect(secondEntries[1]).toMatchObject({
      action: 'right_item',
      label: 'Második',
      changes: { right_side: { before: 0, after: 1 }, cleared_polls: { before: [first.id], after: [] } },
    });
    const { rows } = await readLog('?action=remove_all');
    expect(rows[0]).toMatchObject({
      entity: 'voting_widget',
      entity_id: null,
      user_id: seller.user.id,
      changes: { right_side_polls: { before: [second.id], after: [] } },
    });
  });

  it('records users, a new password only as changed, and never the password or its hash', async () => {
    const password = 'Titkos-jelszo-98765';
    // Gives the 'Szerkesztő' role, so holds its rights (every right: 'Adminisztrátor').
    const boss = await t.signIn({ is_admin: true, is_administrator: true, is_developer: true });
    const created = await ok<UserDetails>(
      send(boss, 'POST', '/api/users/add', {
        first_name: 'Új',
        last_name: 'Kolléga',
        email: `uj.kollega.${Date.now()}@teszt.local`,
        password,
        is_admin: 0,
        is_active: 1,
      }),
    );
    const newPassword = 'Masik-jelszo-45678';
    await ok(
      send(boss, 'PUT', `/api/users/${created.id}`, {
        first_name: 'Új',
        last_name: 'Kolléga',
        email: created.email,
        password: newPassword,
        is_admin: 1,
        last_update: created.last_update,
      }),
    );
    const entries = await entriesOf('user', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[0]?.changes?.password).toEqual({ before: null, after: AUDIT_REDACTED });
    expect(entries[1]?.changes).toEqual({
      is_admin: { before: 0, after: 1 },
      role_name: { before: 'Olvasó', after: 'Szerkesztő' },
      password: { before: null, after: AUDIT_REDACTED },
    });
    expect(entries[1]?.label).toBe('Kolléga Új');

    const raw = await rawTrail();
    expect(raw).not.toContain(password);
    expect(raw).not.toContain(newPassword);
    expect(raw).not.toContain('$argon2');
  });

  it("records one's own password change as changed, and nothing of the password", async () => {
    const self = await t.signIn();
    const password = 'Sajat-uj-jelszo-2026';
    await ok(
      send(self, 'PUT', `/api/users/${self.user.id}/change-password`, {
        password,
        password_confirmation: password,
      }),
    );
    const entries = await entriesOf('user', self.user.id);
    expect(entries.map((e) => e.action)).toEqual(['password_change']);
    expect(entries[0]).toMatchObject({
      user_id: self.user.id,
      changes: { password: { before: null, after: AUDIT_REDACTED } },
    });
    const raw = await rawTrail();
    expect(raw).not.toContain(password);
    expect(raw).not.toContain(self.token);
  });
});

describe('public calls are counted, not audited', () => {
  it('writes no entry for a vote, a click or a page view', async () => {
    const poll = await ok<{ id: number }>(
      send(seller, 'POST', '/api/voting-widgets/add', { name: 'Nyilvános', items: [{ name: 'Igen' }] }),
    );
    const article = await ok<Post>(
      send(editor, 'POST', '/api/posts/add', validPostInput({ menu_type: 'post' })),
    );
    const campaign = await ok<{ id: number }>(
      send(seller, 'POST', '/api/campaigns/add', {
        title: 'Kattintós',
        url: 'https://hirdeto.example/katt',
        side: 'campaign',
        image: {
          data: await imageDataUrl({ width: 300, height: 120 }),
          filename: 'kep.jpg',
          type: 'image/jpeg',
          dimensions: { width: 300, height: 120 },
        },
      }),
    );
    const before = await countEntries();
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/public/voting-widgets/${poll.id}/vote`,
      payload: { item_index: 0 },
    });
    expect(vote.statusCode, vote.body).toBe(200);
    const track = await t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      },
      payload: { path: article.post_url, device: 'desktop' },
    });
    expect(track.statusCode, track.body).toBe(202);
    const click = await t.app.inject({ method: 'GET', url: `/api/public/banners/${campaign.id}/click` });
    expect(click.statusCode, click.body).toBe(302);
    expect(await countEntries()).toBe(before);
  });
});
