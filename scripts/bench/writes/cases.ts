// The writes the audit trail benchmark measures: an article's save, a new article and a poll's save,
// each over HTTP as the web app sends it.

export interface Server {
  baseUrl: string;
  token: string;
  close(): Promise<void>;
}

async function call(
  server: Server,
  method: string,
  url: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { status: string; data?: Record<string, unknown>; message?: string };
  if (res.status !== 200 || !reply.data)
    throw new Error(`${method} ${url}: ${res.status} ${reply.message ?? ''}`);
  return reply.data;
}

const ARTICLE = {
  short_content: 'Rövid bevezető a mérés cikkéhez.',
  menu_id: 1,
  secondary_menu_id: 0,
  post_type: 'Hír',
  keywords: 'mérés',
  thumbnail: '/uploads/posts/covers/bench.jpg',
  thumbnail_source: 'MTI',
  menu_type: 'draft',
};
const PARAGRAPH =
  '<p>A mérés cikkének egy bekezdése, hogy a mentés egy valódi cikk méretével dolgozzon. </p>';

/** One kind of write: `prepare` makes its item on a server, `run` saves it once and answers the time. */
export interface WriteCase {
  name: string;
  prepare(server: Server): Promise<Record<string, unknown>>;
  run(server: Server, item: Record<string, unknown>, n: number): Promise<Record<string, unknown>>;
}

export const CASES: WriteCase[] = [
  {
    name: 'article save (PUT /api/posts/{id}, ~6 KB of text)',
    prepare: (s) =>
      call(s, 'POST', '/api/posts/add', {
        ...ARTICLE,
        title: `Mérés ${Math.random()}`,
        content: PARAGRAPH.repeat(60),
      }),
    run: (s, item, n) =>
      call(s, 'PUT', `/api/posts/${item.id}`, {
        ...ARTICLE,
        title: item.title,
        content: `${PARAGRAPH.repeat(60)}<p>${n}</p>`,
        last_update: item.last_update,
      }),
  },
  {
    name: 'new article (POST /api/posts/add)',
    prepare: async () => ({}),
    run: (s, _item, n) =>
      call(s, 'POST', '/api/posts/add', {
        ...ARTICLE,
        title: `Új mérés ${n} ${Math.random()}`,
        content: PARAGRAPH.repeat(20),
      }),
  },
  {
    name: 'poll save (PUT /api/voting-widgets/{id})',
    prepare: (s) =>
      call(s, 'POST', '/api/voting-widgets/add', {
        name: 'Mérés',
        items: [{ name: 'Igen' }, { name: 'Nem' }],
      }),
    run: (s, item, n) =>
      call(s, 'PUT', `/api/voting-widgets/${item.id}`, {
        name: `Mérés ${n}`,
        items: (item.items as Array<{ id: number; name: string }>).map((i) => ({ id: i.id, name: i.name })),
        last_update: item.last_update,
      }),
  },
];
