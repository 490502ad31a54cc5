// The reader site benchmark's data: a throwaway database (PGlite in a temporary folder, or a
// database of its own on the PostgreSQL server of BENCH_DATABASE_URL) seeded with seed:demo's code,
// then given what a live site has and the demo lacks: covers uploaded as editors upload them
// (1600×900 photographs, stored by storeImage with their size) and a banner on every placement of
// the article page. The site's content key is the one the API makes for its embedded site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type Database, openPglite, openPostgres } from '../../../apps/api/src/db/client.ts';
import { banners } from '../../../apps/api/src/db/schema/index.ts';
import { storeImage } from '../../../apps/api/src/lib/images.ts';
import { createDiskStorage, type FileStorage } from '../../../apps/api/src/lib/storage.ts';
import { uploadKeyOf } from '../../../apps/api/src/lib/upload-path.ts';
import { ensureSiteContentKey } from '../../../apps/api/src/modules/content-keys/content-keys.service.ts';
import { seedDemo } from '../../../apps/api/src/scripts/seed-demo.ts';
import { databaseVersion, maintenanceTarget, rows, withClient } from '../database.ts';

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 900;

/** The article page's banner codes that seed:demo leaves empty (it fills every second placement). */
const ARTICLE_BANNERS = [
  { side: 'top_90_post', width: 728, height: 90, colors: ['#0b3d91', '#4fa3e0'] },
  { side: 'content_90', width: 728, height: 90, colors: ['#b5651d', '#f5d491'] },
  { side: 'right_600', width: 300, height: 600, colors: ['#311b92', '#b39ddb'] },
] as const;

export interface BenchData {
  database: Database;
  /** The API's DATA_DIR (uploads under it). */
  dataDir: string;
  /** What the database is, for the report. */
  label: string;
  contentKey: string;
  covers: number;
  dispose(): Promise<void>;
}

/** The database: PGlite in a temporary folder, or `<name>_site` on BENCH_DATABASE_URL's server. */
async function openDatabase(
  dir: string,
): Promise<{ database: Database; name?: string; drop?: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  if (!url) return { database: await openPglite(path.join(dir, 'db')) };
  const { name, maintenanceUrl } = maintenanceTarget(url);
  const siteName = `${name}_site`;
  const quoted = `"${siteName.replaceAll('"', '""')}"`;
  await withClient(maintenanceUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoted}`);
  });
  const target = new URL(url);
  target.pathname = `/${encodeURIComponent(siteName)}`;
  return {
    database: openPostgres(target.toString()),
    name: siteName,
    drop: async () => {
      await withClient(maintenanceUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`));
    },
  };
}

/** A photograph's grain: gaussian noise, softened a little, the size of a cover. */
function grain(): Promise<Buffer> {
  return sharp({
    create: {
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 80 },
    },
  })
    .blur(0.6)
    .png()
    .toBuffer();
}

/**
 * A demo cover as a 1600×900 photograph would be: scaled up and given the grain, so that its JPEG
 * weighs what a photo does (about 350 kB; its 960-wide copy about 80 kB).
 */
function photograph(original: Buffer, noise: Buffer): Promise<Buffer> {
  return sharp(original)
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover' })
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Uploads a photograph for every demo cover and points the articles at it, with its size. */
async function uploadCovers(database: Database, storage: FileStorage): Promise<number> {
  const covers = await rows<{ thumbnail: string }>(
    database,
    `select distinct thumbnail from posts where thumbnail like '/uploads/demo/%'`,
  );
  const noise = await grain();
  for (const { thumbnail } of covers) {
    const key = uploadKeyOf(thumbnail);
    const original = key ? await storage.read(key) : undefined;
    if (!original) throw new Error(`demo cover ${thumbnail} is missing`);
    const stored = await storeImage(storage, await photograph(original, noise), 'posts/covers');
    await database.db.execute(
      sql`update posts set thumbnail = ${stored.url}, thumbnail_width = ${stored.width}, thumbnail_height = ${stored.height} where thumbnail = ${thumbnail}`,
    );
  }
  return covers.length;
}

/** A banner, drawn as seed:demo draws its own, on each article placement it left empty. */
async function addArticleBanners(database: Database, storage: FileStorage): Promise<void> {
  const [admin] = await rows<{ id: number }>(
    database,
    'select id from users where is_admin order by id limit 1',
  );
  if (!admin) throw new Error('no administrator to own the banners');
  for (const b of ARTICLE_BANNERS) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${b.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colors[0]}"/><stop offset="1" stop-color="${b.colors[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="55%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.min(28, b.height / 3)}" fill="#fff">Mérés – ${b.side}</text></svg>`;
    const image = await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const stored = await storeImage(storage, image, 'banners');
    await database.db.insert(banners).values({
      kind: 'banner',
      title: `Mérés – ${b.side}`,
      url: 'https://hirdeto.example/meres',
      side: b.side,
      bannerUrl: stored.url,
      width: stored.width,
      height: stored.height,
      userId: admin.id,
      updatedBy: admin.id,
    });
  }
}

/** The throwaway database with `posts` demo articles, covers and banners, and the site's content key. */
export async function prepareSiteData(posts: number): Promise<BenchData> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-site-'));
  const dataDir = path.join(dir, 'files');
  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const dispose = async () => {
    await opened?.database.close();
    await opened?.drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    opened = await openDatabase(dir);
    const { database } = opened;
    await seedDemo({ database, posts, dataDir, visits: false, log: () => {} });
    const storage = createDiskStorage(path.join(dataDir, 'uploads'));
    const covers = await uploadCovers(database, storage);
    await addArticleBanners(database, storage);
    await storage.close();
    const contentKey = await ensureSiteContentKey(database.db);
    const where = opened.name
      ? `, database ${opened.name} on BENCH_DATABASE_URL's server (made afresh, dropped at the end)`
      : ' in a temporary folder';
    const label = `${await databaseVersion(database)}${where}`;
    return { database, dataDir, label, contentKey, covers, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
