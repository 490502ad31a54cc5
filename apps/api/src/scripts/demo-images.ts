// Cover images of the demo articles, drawn locally (an SVG rendered to JPEG with sharp) so that the
// demo needs no download. They are stored through the upload storage, under demo/cover-NN.jpg.
import sharp from 'sharp';
import { type FileStorage, UPLOADS_PREFIX } from '../lib/storage.ts';
import { COVER_THEMES, type CoverTheme, Rng } from './demo-content.ts';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export function coverKey(index: number): string {
  return `demo/cover-${String(index + 1).padStart(2, '0')}.jpg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function coverSvg(theme: CoverTheme, index: number): string {
  const rng = new Rng(9000 + index);
  const [from, to] = theme.colors;
  const circles = Array.from({ length: 7 }, () => {
    const r = rng.int(60, 260);
    return `<circle cx="${rng.int(0, COVER_WIDTH)}" cy="${rng.int(0, COVER_HEIGHT)}" r="${r}" fill="#ffffff" fill-opacity="${(0.04 + rng.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${circles}
  <text x="72" y="${COVER_HEIGHT - 120}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="84" font-weight="bold" fill="#ffffff">${escapeXml(theme.label)}</text>
  <text x="76" y="${COVER_HEIGHT - 66}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.75">Newsroom demó · ${String(index + 1).padStart(2, '0')}</text>
</svg>`;
}

export interface DemoCover {
  /** The stored path, e.g. /uploads/demo/cover-01.jpg. */
  path: string;
  menuPath: string;
}

/** Makes the cover images that are missing; returns every cover's path and how many were drawn now. */
export async function ensureDemoCovers(
  storage: FileStorage,
): Promise<{ covers: DemoCover[]; created: number }> {
  const covers: DemoCover[] = [];
  let created = 0;
  for (const [index, theme] of COVER_THEMES.entries()) {
    const key = coverKey(index);
    if (!(await storage.exists(key))) {
      const jpeg = await sharp(Buffer.from(coverSvg(theme, index)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await storage.put(key, jpeg);
      created++;
    }
    covers.push({ path: UPLOADS_PREFIX + key, menuPath: theme.menuPath });
  }
  return { covers, created };
}
