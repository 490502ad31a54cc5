/**
 * What the media library's test files (media-*.test.ts) share: a TestApp with an editor (who holds
 * taxonomy.manage), an author ('Szerző': may upload, not manage others' items) and a reader (may
 * only browse), multipart bodies built by hand, the library calls, and a look at the storage.
 */
import { randomBytes } from 'node:crypto';
import { type MediaItem, mediaItemReplySchema, mediaUploadReplySchema, type Post } from '@newsroom/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { FileStorage } from '../../lib/storage.ts';
import {
  builtinRoleId,
  lateBound,
  replyBody,
  type SignedIn,
  type TestAppOptions,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';

/** One part of a multipart body: a text field, or a file. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it, parts in the order given. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----NewsroomTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every key in the storage (originals and copies), sorted. */
export async function storedKeys(storage: FileStorage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

export const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

export interface UploadDetails {
  alt?: string;
  credit?: string;
  caption?: string;
  fileName?: string;
}

/** The set-up of a media test file: its TestApp, users and calls. */
export function useMediaApp(options: TestAppOptions | (() => TestAppOptions) = {}) {
  const used = useTestApp(
    {
      /** is_admin: writes articles, banners and campaigns; holds taxonomy.manage. */
      editor: { is_admin: true, first_name: 'Emese', last_name: 'Képszerkesztő' },
      /** No role flag: may only read. */
      reader: {},
    },
    options,
  );
  const { t, editor } = used;
  let authorSignIn: SignedIn | undefined;
  beforeAll(async () => {
    authorSignIn = await t.signIn({ role_id: await builtinRoleId(t.db, 'author'), first_name: 'Ákos' });
  });
  /** The built-in 'Szerző': useMedia, no taxonomy.manage. */
  const author = lateBound('useMediaApp: author', () => authorSignIn);

  function call(
    method: InjectOptions['method'],
    url: string,
    who: SignedIn | null = editor,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: { ...(who ? who.headers : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  /** POST /api/media (or a replace) as multipart: the detail fields first, then `file`. */
  function postFile(bytes: Buffer, details: UploadDetails = {}, who: SignedIn = editor, url = '/api/media') {
    const fields = (['alt', 'credit', 'caption'] as const).flatMap((name) =>
      details[name] === undefined ? [] : [{ name, value: details[name] as string }],
    );
    const body = multipart([
      ...fields,
      { name: 'file', filename: details.fileName ?? 'kep.jpg', type: 'image/jpeg', data: bytes },
    ]);
    return call('POST', url, who, body.payload, body.headers);
  }

  /** Uploads as multipart and answers the reply, checked against its schema. */
  async function upload(bytes: Buffer, details: UploadDetails = {}, who: SignedIn = editor) {
    const res = await postFile(bytes, details, who);
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, mediaUploadReplySchema);
  }

  async function getItem(id: number, who: SignedIn = editor): Promise<MediaItem> {
    const res = await call('GET', `/api/media/${id}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, mediaItemReplySchema).data;
  }

  async function putItem(id: number, body: Record<string, unknown>): Promise<MediaItem> {
    const res = await call('PUT', `/api/media/${id}`, editor, body);
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, mediaItemReplySchema).data;
  }

  /** The ids GET /api/media answers for a query string (one page). */
  async function listIds(query = ''): Promise<number[]> {
    const res = await call('GET', `/api/media${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: MediaItem[] }>().data.map((i) => i.id);
  }

  /** An article saved through the API (POST /api/posts/add). */
  async function addArticle(overrides: Record<string, unknown> = {}): Promise<Post> {
    const res = await call('POST', '/api/posts/add', editor, validPostInput(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Post }>().data;
  }

  return { ...used, author, call, postFile, upload, getItem, putItem, listIds, addArticle };
}
