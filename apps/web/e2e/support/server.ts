// The product as the browser tests see it: the real server on an in-memory embedded database,
// seeded with the people of fixtures.ts, and the reader site on it (reader-site.ts). Playwright
// starts it and stops it (SIGTERM).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ensureReferenceData } from '../../../api/src/bootstrap.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { openPglite } from '../../../api/src/db/client.ts';
import { banners, googleAds, posts, postVisitTotals } from '../../../api/src/db/schema/index.ts';
import { buildServer } from '../../../api/src/server.ts';
import { startFakeAnalytics } from './fake-analytics.ts';
import {
  E2E_ADS,
  E2E_ANALYTICS,
  E2E_KEPT_DRAFTS,
  E2E_POSTS,
  E2E_SETTINGS,
  E2E_VISIT_TOTALS,
} from './fixtures.ts';
import { seedLatePublication } from './late-publication.ts';
import { startE2EReaderSite } from './reader-site.ts';
import { seedUsers } from './seed-users.ts';
import { seedVisits } from './visits-seed.ts';
import { E2E_WEBHOOK_ENV, startE2EWebhookWorker } from './webhooks-worker.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-e2e-'));
const config = loadConfig({
  ...process.env,
  ...E2E_SETTINGS,
  ...E2E_WEBHOOK_ENV,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});

const database = await openPglite();
await database.migrate();
await ensureReferenceData(database.db);

const ids = await seedUsers(database.db);
const adminId = ids.admin;
if (adminId === undefined) throw new Error('admin was not created');
const keeperId = ids.draftsKeeper;
if (keeperId === undefined) throw new Error('the drafts keeper was not created');
for (let i = 1; i <= E2E_KEPT_DRAFTS; i++) {
  await database.db.insert(posts).values({
    title: `Piszkozat ${i}`,
    menuId: 1,
    userId: keeperId,
    menuType: 'draft',
    postUrl: `/hirek/piszkozat-${i}`,
    shortname: `piszkozat-${i}`,
  });
}

await seedPosts();
for (const visit of E2E_VISIT_TOTALS) {
  const [post] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.title, visit.title));
  if (!post) throw new Error(`no seeded article titled ${visit.title}`);
  await database.db
    .insert(postVisitTotals)
    .values({ postId: post.id, desktop: visit.desktop, mobile: visit.mobile });
}

await seedAds();

/** The campaign, banner and ad slot of E2E_ADS, with real images under uploads. */
async function seedAds(): Promise<void> {
  if (adminId === undefined) throw new Error('admin was not created');
  const image = async (name: string, width: number, height: number, background: string) => {
    const file = path.join(dataDir, 'uploads', 'banners', 'e2e', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toFile(file);
    return `/uploads/banners/e2e/${name}`;
  };
  const { campaign, banner, googleAd } = E2E_ADS;
  await database.db.insert(banners).values([
    {
      kind: 'campaign',
      title: campaign.title,
      url: campaign.url,
      side: 'campaign',
      bannerUrl: await image('kampany.jpg', campaign.width, campaign.height, '#1d6fa5'),
      width: campaign.width,
      height: campaign.height,
      totalClicks: 42,
      userId: adminId,
    },
    {
      kind: 'banner',
      title: banner.title,
      url: banner.url,
      side: banner.side,
      bannerUrl: await image('banner.jpg', 300, 600, '#b5462f'),
      width: 300,
      height: 600,
      totalClicks: 7,
      userId: adminId,
    },
  ]);
  await database.db.insert(googleAds).values({
    name: googleAd.name,
    path: googleAd.path,
    size: googleAd.size,
    divId: googleAd.div_id,
    position: googleAd.position,
    width: 728,
    height: 90,
    userId: adminId,
  });
}

await seedVisits(database.db);
await seedLatePublication(database.db, ids.steady ?? adminId);

/** The articles of E2E_POSTS, inserted directly; a few covers are real images under uploads. */
async function seedPosts(): Promise<void> {
  const editorId = ids.editor;
  const internId = ids.firstNameOnly;
  if (adminId === undefined || editorId === undefined || internId === undefined)
    throw new Error('e2e users were not created');
  const covers: string[] = [];
  for (const [i, color] of ['#2f6fb5', '#c2552d', '#3b8f5a', '#8a4fb0'].entries()) {
    const file = path.join(dataDir, 'uploads', 'posts', 'e2e', `cover-${i + 1}.jpg`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp({ create: { width: 640, height: 360, channels: 3, background: color } })
      .jpeg()
      .toFile(file);
    covers.push(`/uploads/posts/e2e/cover-${i + 1}.jpg`);
  }
  const day = (offset: number) =>
    new Date(Date.parse(`${E2E_POSTS.newsFirstDay}T10:00:00Z`) + offset * 864e5);
  let serial = 0;
  const post = (fields: {
    title: string;
    menuId: number;
    userId: number;
    postType: string;
    creationDate: Date;
    menuType?: string;
    isActive?: boolean;
    keywords?: string;
    thumbnail?: string;
  }) => {
    serial++;
    return {
      shortContent: `Rövid bevezető a(z) ${serial}. e2e cikkhez, hogy a lista sora valósághű legyen.`,
      content: `<p>E2E cikk ${serial}.</p>`,
      secondaryMenuId: 0,
      menuType: 'post',
      isActive: true,
      keywords: '',
      thumbnail: '',
      postUrl: `/e2e/cikk-${serial}`,
      shortname: `e2e-cikk-${serial}`,
      lastUpdate: fields.creationDate,
      desktopVisitors: serial * 7,
      mobileVisitors: serial * 11,
      totalVisitors: serial * 18,
      ...fields,
    };
  };
  const rows = [];
  for (let n = 1; n <= E2E_POSTS.newsCount; n++) {
    rows.push(
      post({
        title: E2E_POSTS.newsTitle(n),
        menuId: 1,
        userId: adminId,
        postType: 'Hír',
        creationDate: day(n - 1),
        keywords: n % 3 === 0 ? 'belföld, közélet, e2e' : 'belföld',
        thumbnail: covers[n % covers.length],
      }),
    );
  }
  rows.push(
    post({
      title: E2E_POSTS.quotedTitle,
      menuId: 1,
      userId: adminId,
      postType: 'Interjú',
      creationDate: day(E2E_POSTS.newsCount + 60),
      keywords: 'interjú, idézet',
      thumbnail: covers[0],
    }),
    post({
      title: E2E_POSTS.deletedTitle,
      menuId: 1,
      userId: adminId,
      postType: 'Hír',
      creationDate: day(E2E_POSTS.newsCount + 30),
      isActive: false,
    }),
    post({
      title: E2E_POSTS.toDeleteTitle,
      menuId: 4,
      userId: adminId,
      postType: 'Vélemény',
      creationDate: day(E2E_POSTS.newsCount + 10),
    }),
    ...E2E_POSTS.techTitles.map((title, i) =>
      post({
        title,
        menuId: 2,
        userId: editorId,
        postType: 'Videó',
        creationDate: day(E2E_POSTS.newsCount + i),
        thumbnail: covers[1],
      }),
    ),
    ...E2E_POSTS.sportTitles.map((title, i) =>
      post({
        title,
        menuId: 3,
        userId: internId,
        postType: 'Galéria',
        creationDate: day(E2E_POSTS.newsCount + 5 + i),
        thumbnail: covers[2],
      }),
    ),
    ...E2E_POSTS.editorDrafts.map((title, i) =>
      post({
        title,
        menuId: 2,
        userId: editorId,
        postType: '',
        creationDate: day(E2E_POSTS.newsCount + 20 + i),
        menuType: 'draft',
      }),
    ),
  );
  await database.db.insert(posts).values(rows);
}

const app = await buildServer({ config, database });
app.addHook('onClose', async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The same product with GA4 configured, on its own port, and the fake analytics API it talks to.
const analyticsApiPort = port + E2E_ANALYTICS.apiPortOffset;
const fakeAnalytics = await startFakeAnalytics(
  analyticsApiPort,
  E2E_ANALYTICS.propertyId,
  E2E_ANALYTICS.views,
);
const gaConfig = loadConfig({
  ...process.env,
  ...E2E_SETTINGS,
  ANALYTICS_CLIENT_ID: E2E_ANALYTICS.clientId,
  ANALYTICS_PROPERTY_ID: E2E_ANALYTICS.propertyId,
  ANALYTICS_API_URL: `http://localhost:${analyticsApiPort}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});
const gaApp = await buildServer({ config: gaConfig, database });

const stopWebhooks = startE2EWebhookWorker(app, database.db);

const stop = () => {
  fakeAnalytics.close();
  stopWebhooks()
    .then(() => site.close())
    .then(() => gaApp.close())
    .then(() => app.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await gaApp.listen({ port: port + E2E_ANALYTICS.portOffset, host: 'localhost' });
const site = await startE2EReaderSite(database.db, port);
await app.listen({ port, host: 'localhost' });
