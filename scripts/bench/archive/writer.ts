// The archive benchmark's writer: a child process (plain JavaScript, like the load client of
// ../load.ts) that saves an article through the API every few seconds while the list is measured,
// as an editor elsewhere would. Saves alternate between the text only and a move (of a category,
// or between published and draft) that the next move of the same kind takes back, so the archive
// ends as it began. Right after a save is acknowledged it may ask one list page (a probe): the
// first request after a write. The parent steers it over the IPC channel.
import { type ChildProcess, spawn } from 'node:child_process';

const WRITER_CLIENT = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let cfg;
let paused = false;
let stopping = false;
let probes = null;
let nextProbe = 0;
let wake = () => {};
const nap = (ms) => new Promise((resolve) => { const t = setTimeout(resolve, ms); wake = () => { clearTimeout(t); resolve(); }; });

function call(method, path, body) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers = Object.assign({ authorization: 'Bearer ' + cfg.token, accept: 'application/json' },
      text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {});
    const req = http.request({ host: '127.0.0.1', port: cfg.port, path, method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        let reply = {};
        try { reply = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch {}
        resolve({ status: res.statusCode, reply, ms });
      });
      res.on('error', () => resolve({ status: 0, reply: {}, ms: 0 }));
    });
    req.on('error', () => resolve({ status: 0, reply: {}, ms: 0 }));
    req.end(text);
  });
}

const articles = new Map();
async function load(id) {
  const r = await call('GET', '/api/posts/' + id);
  if (r.status !== 200 || !r.reply.data) throw new Error('GET /api/posts/' + id + ': ' + r.status);
  const p = r.reply.data;
  const a = { id, post: p, content: p.content, home: { menu_id: p.menu_id, secondary_menu_id: p.secondary_menu_id, menu_type: p.menu_type }, away: false };
  articles.set(id, a);
  return a;
}

function body(a, changes) {
  const p = a.post;
  return Object.assign({ title: p.title, short_content: p.short_content, content: p.content, menu_id: p.menu_id,
    secondary_menu_id: p.secondary_menu_id, post_type: p.post_type, keywords: p.keywords, thumbnail: p.thumbnail,
    thumbnail_source: p.thumbnail_source, menu_type: p.menu_type, last_update: p.last_update }, changes);
}

let saves = 0;
/** One save: the text of a rotating article, or a move there or back. */
async function save(step) {
  const n = saves++;
  let a, changes, kind;
  if (step.kind === 'text') {
    a = articles.get(cfg.textIds[Math.floor(n / 2) % cfg.textIds.length]);
    changes = { content: a.content + '<p>Frissítve (' + n + ').</p>' };
    kind = 'text';
  } else {
    a = articles.get(step.kind === 'category' ? cfg.categoryId : cfg.stateId);
    changes = a.away ? a.home : step.kind === 'category'
      ? { menu_id: cfg.awayMenuId, secondary_menu_id: 0 }
      : { menu_type: a.home.menu_type === 'post' ? 'draft' : 'post' };
    kind = step.kind + (a.away ? ' back' : '');
  }
  const r = await call('PUT', '/api/posts/' + a.id, body(a, changes));
  const ok = r.status === 200 && r.reply.data;
  if (ok) {
    a.post = r.reply.data;
    if (step.kind !== 'text') a.away = !a.away;
  } else await load(a.id).then((fresh) => { fresh.away = a.away; }, () => {});
  return { kind, ms: r.ms, ok: !!ok, status: r.status, message: ok ? undefined : r.reply.message };
}

async function probe() {
  if (!probes || probes.length === 0) return undefined;
  const path = probes[nextProbe++ % probes.length];
  const r = await call('GET', path);
  const ok = r.status === 200 && r.reply.status === 'ok' && typeof (r.reply.pagination || {}).total === 'number';
  return { path, ms: r.ms, ok };
}

const STEPS = [{ kind: 'text' }, { kind: 'category' }, { kind: 'text' }, { kind: 'state' }];
async function run() {
  for (const id of [...cfg.textIds, cfg.categoryId, cfg.stateId]) await load(id);
  process.send({ type: 'ready' });
  let due = Date.now();
  for (let step = 0; !stopping; ) {
    if (paused) {
      process.send({ type: 'paused' });
      while (paused && !stopping) await nap(1000);
      due = Date.now();
      continue;
    }
    const saved = await save(STEPS[step++ % STEPS.length]);
    const first = saved.ok ? await probe() : undefined;
    if (first) first.after = saved.kind;
    process.send({ type: 'save', save: saved, probe: first });
    due += cfg.everyMs;
    if (!paused && !stopping) await nap(Math.max(0, due - Date.now()));
  }
  // Whatever is moved away goes back, so the next run finds the archive as this one did.
  for (const a of articles.values()) {
    if (!a.away) continue;
    const r = await call('PUT', '/api/posts/' + a.id, body(a, a.home));
    process.send({ type: 'save', save: { kind: 'restore', ms: r.ms, ok: r.status === 200, status: r.status, message: r.reply.message } });
  }
  agent.destroy();
  process.send({ type: 'stopped' }, () => process.exit(0));
}

// A parent that is gone (killed, crashed) cannot stop it: no save goes on without a measurement.
process.on('disconnect', () => process.exit(0));
process.on('message', (m) => {
  if (m.type === 'start') { cfg = m.cfg; run().catch((err) => { process.send({ type: 'failed', message: String(err && err.message || err) }); process.exit(1); }); }
  else if (m.type === 'pause') { paused = true; wake(); }
  else if (m.type === 'resume') { paused = false; wake(); }
  else if (m.type === 'probe') { probes = m.paths; nextProbe = 0; }
  else if (m.type === 'stop') { stopping = true; paused = false; wake(); }
});
`;

/** The articles the writer saves, and where a category move takes one. */
export interface WriterPlan {
  port: number;
  token: string;
  everyMs: number;
  /** Articles whose text is saved, in turn. */
  textIds: number[];
  /** The article moved to `awayMenuId` and back. */
  categoryId: number;
  awayMenuId: number;
  /** The article moved between published and draft. */
  stateId: number;
}

export interface Save {
  kind: string;
  ms: number;
  ok: boolean;
  status: number;
  /** The reply's message (of a failed save, why). */
  message?: string;
}

/** The first list request after a save: its path, time and whether its reply was a good list reply. */
export interface Probe {
  path: string;
  ms: number;
  ok: boolean;
  /** The kind of the save it followed (text, category, state, with ' back' when taken back). */
  after?: string;
}

type Message =
  | { type: 'ready' | 'paused' | 'stopped' }
  | { type: 'save'; save: Save; probe?: Probe }
  | { type: 'failed'; message: string };

export interface Writer {
  saves: Save[];
  /** Stops the saves between measurements and resolves when the one under way is acknowledged. */
  pause(): Promise<void>;
  resume(): void;
  /**
   * Asks each of `paths` in turn right after each save, until `count` probes are in (or `maxMs`
   * passes); answers them.
   */
  probe(paths: string[], count: number, maxMs: number): Promise<Probe[]>;
  /** Ends the saves, the moves taken back; resolves when the process is gone. */
  stop(): Promise<void>;
}

/** Starts the writer process; resolves once it has read its articles. */
export function startWriter(plan: WriterPlan): Promise<Writer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', WRITER_CLIENT], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const saves: Save[] = [];
  let waiting: { type: string; resolve: () => void } | undefined;
  let collecting: { probes: Probe[]; count: number; resolve: () => void } | undefined;
  let failure: Error | undefined;
  const gone = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const until = (type: string) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting = { type, resolve };
    });
  child.on('message', (m: Message) => {
    if (m.type === 'failed') failure = new Error(`writer: ${m.message}`);
    if (m.type === 'save') {
      saves.push(m.save);
      if (m.probe && collecting) {
        collecting.probes.push(m.probe);
        if (collecting.probes.length >= collecting.count) collecting.resolve();
      }
    }
    if (waiting && (m.type === waiting.type || m.type === 'failed')) {
      const { resolve } = waiting;
      waiting = undefined;
      resolve();
    }
  });
  const writer: Writer = {
    saves,
    pause: () => {
      const paused = until('paused');
      child.send({ type: 'pause' });
      return paused;
    },
    resume: () => child.send({ type: 'resume' }),
    probe: async (paths, count, maxMs) => {
      const probes: Probe[] = [];
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        collecting = {
          probes,
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        child.send({ type: 'probe', paths });
      });
      collecting = undefined;
      child.send({ type: 'probe', paths: null });
      return probes;
    },
    stop: async () => {
      child.send({ type: 'stop' });
      await gone;
    },
  };
  const ready = until('ready');
  child.send({ type: 'start', cfg: plan });
  return ready.then(() => {
    if (failure) throw failure;
    return writer;
  });
}
