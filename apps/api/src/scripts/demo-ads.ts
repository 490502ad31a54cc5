// Demo campaigns, banners and Google ad slots for `npm run seed:demo`. Their images are drawn locally
// (an SVG rendered to JPEG with sharp), so the demo needs no download. Added once: a database that
// already has campaigns or banners (or ad slots) keeps them as they are.
import { AD_POSITIONS, BANNER_PLACEMENTS } from '@newsroom/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { banners, googleAds, roles, users } from '../db/schema/index.ts';
import type { FileStorage } from '../lib/storage.ts';
import { hasRightSql } from '../modules/roles/roles.repo.ts';
import { Rng } from './demo-content.ts';

interface DemoAd {
  kind: 'campaign' | 'banner';
  title: string;
  advertiser: string;
  url: string;
  side: string;
  width: number;
  height: number;
  colors: readonly [string, string];
}

const CAMPAIGNS: DemoAd[] = [
  {
    kind: 'campaign',
    title: 'Tavaszi kertvásár',
    advertiser: 'Zöldág Kertészet',
    url: 'https://zoldag.example/tavasz',
    side: 'campaign',
    width: 1150,
    height: 230,
    colors: ['#2f8f4e', '#a3d977'],
  },
  {
    kind: 'campaign',
    title: 'Nyári fesztiválbérlet',
    advertiser: 'Balaton Hangja',
    url: 'https://balatonhangja.example/berlet',
    side: 'campaign',
    width: 728,
    height: 90,
    colors: ['#1d5fa8', '#f2b134'],
  },
  {
    kind: 'campaign',
    title: 'Őszi tankönyvakció',
    advertiser: 'Betűvár Könyvesbolt',
    url: 'https://betuvar.example/tankonyv',
    side: 'campaign',
    width: 300,
    height: 600,
    colors: ['#8a3b12', '#f0c27b'],
  },
  {
    kind: 'campaign',
    title: 'Téli gumicsere',
    advertiser: 'Kerék Pont',
    url: 'https://kerekpont.example/teli',
    side: 'inactive_campaign',
    width: 728,
    height: 190,
    colors: ['#37474f', '#90a4ae'],
  },
];

const BANNER_ADVERTISERS = [
  ['Duna Bank', 'https://dunabank.example/szamla', '#0b3d91', '#4fa3e0'],
  ['Friss Pékség', 'https://frisspekseg.example/', '#b5651d', '#f5d491'],
  ['Mozgás Sportbolt', 'https://mozgas.example/akcio', '#c62828', '#ff8a65'],
  ['Csillag Mozi', 'https://csillagmozi.example/musor', '#311b92', '#b39ddb'],
  ['Tiszta Víz Kft.', 'https://tisztaviz.example/', '#006064', '#80deea'],
  ['Városi Színház', 'https://szinhaz.example/bemutato', '#4a148c', '#f48fb1'],
] as const;

/** A banner on every second placement, sized as its label says, plus one inactive banner. */
function demoBanners(): DemoAd[] {
  const placements = BANNER_PLACEMENTS.filter((p, i) => p.code && i % 2 === 1);
  const list: DemoAd[] = placements.map((placement, i) => {
    const [advertiser, url, from, to] =
      BANNER_ADVERTISERS[i % BANNER_ADVERTISERS.length] ?? BANNER_ADVERTISERS[0];
    const [, w = '728', h = '90'] = /(\d+)x(\d+)/.exec(placement.label) ?? [];
    return {
      kind: 'banner',
      title: `${advertiser} – ${placement.code}`,
      advertiser,
      url,
      side: placement.code,
      width: Number(w),
      height: Number(h),
      colors: [from, to],
    };
  });
  list.push({
    kind: 'banner',
    title: 'Lejárt húsvéti banner',
    advertiser: 'Friss Pékség',
    url: 'https://frisspekseg.example/husvet',
    side: '',
    width: 728,
    height: 90,
    colors: ['#9e9e9e', '#e0e0e0'],
  });
  return list;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function adSvg(ad: DemoAd): string {
  const { width, height } = ad;
  const big = Math.max(14, Math.min(height * 0.28, width * 0.08));
  const small = Math.max(10, big * 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ad.colors[0]}"/><stop offset="1" stop-color="${ad.colors[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="${height / 2}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${big.toFixed(0)}" font-weight="bold" fill="#ffffff">${escapeXml(ad.advertiser)}</text>
  <text x="50%" y="${height / 2 + small * 1.6}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${small.toFixed(0)}" fill="#ffffff" fill-opacity="0.85">${escapeXml(ad.title)}</text>
</svg>`;
}

/** The first active user whose role has a right, else the first user: the demo items' author. */
async function authorWith(db: Db, right: 'ads.manage' | 'ad_slots.manage'): Promise<number> {
  const [withFlag] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), hasRightSql(right)))
    .orderBy(asc(users.id))
    .limit(1);
  if (withFlag) return withFlag.id;
  const [first] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  if (!first) throw new Error('demo ads: there is no user to own them');
  return first.id;
}

/** The ad slots: one per position (a few left without one, i.e. inactive). */
function demoGoogleAds(userId: number): Array<typeof googleAds.$inferInsert> {
  return AD_POSITIONS.map((position, i) => {
    const slug = position.code ? position.code.replace(/^g/, '') : `tartalek_${i}`;
    const mobile = i % 3 === 0 && position.code !== '';
    return {
      name: position.code ? `Google – ${position.label}` : 'Tartalék hely (inaktív)',
      path: `/21987654321/newsroom/${slug}`,
      size: position.code ? `${position.width}x${position.height}` : '300x250',
      divId: `div-gpt-ad-${slug.replace(/_/g, '-')}`,
      pathMobile: mobile ? `/21987654321/newsroom_m/${slug}` : '',
      sizeMobile: mobile ? '320x100, 320x50' : '',
      divIdMobile: mobile ? `div-gpt-ad-m-${slug.replace(/_/g, '-')}` : '',
      position: position.code,
      width: position.code ? position.width : 300,
      height: position.code ? position.height : 250,
      userId,
      updatedBy: userId,
    };
  });
}

export interface DemoAdsResult {
  campaigns: number;
  banners: number;
  googleAds: number;
}

/** Adds the demo campaigns, banners and ad slots to a database that has none yet. */
export async function ensureDemoAds(db: Db, storage: FileStorage): Promise<DemoAdsResult> {
  const result: DemoAdsResult = { campaigns: 0, banners: 0, googleAds: 0 };
  const [{ n: existingBanners } = { n: 0 }] = await db.select({ n: count() }).from(banners);
  if (Number(existingBanners) === 0) {
    const adminId = await authorWith(db, 'ads.manage');
    const rng = new Rng(4242);
    const rows: Array<typeof banners.$inferInsert> = [];
    for (const [i, ad] of [...CAMPAIGNS, ...demoBanners()].entries()) {
      const key = `banners/demo/${ad.kind}-${String(i + 1).padStart(2, '0')}.jpg`;
      const jpeg = await sharp(Buffer.from(adSvg(ad)))
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
      const bannerUrl = await storage.put(key, jpeg);
      rows.push({
        kind: ad.kind,
        title: ad.title,
        url: ad.url,
        side: ad.side,
        bannerUrl,
        width: ad.width,
        height: ad.height,
        totalClicks: rng.int(0, 4000),
        userId: adminId,
        updatedBy: adminId,
        lastUpdate: new Date(Date.now() - rng.int(1, 90) * 86_400_000),
      });
      result[ad.kind === 'campaign' ? 'campaigns' : 'banners']++;
    }
    await db.insert(banners).values(rows);
  }
  const [{ n: existingAds } = { n: 0 }] = await db.select({ n: count() }).from(googleAds);
  if (Number(existingAds) === 0) {
    const rows = demoGoogleAds(await authorWith(db, 'ad_slots.manage'));
    await db.insert(googleAds).values(rows);
    result.googleAds = rows.length;
  }
  return result;
}
