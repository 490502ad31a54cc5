/** Business constants of docs/product.md, used by both the API and the web app. */
export const TOAST_DURATION_MS = 2000;
export const HEADER_MESSAGE_TIMEOUT_MS = 4000;
export const NOTIFICATIONS_FIRST_FETCH_MS = 60_000;
export const NOTIFICATIONS_INTERVAL_MS = 60_000;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const PAGINATION_WINDOW = 10;
export const PAGINATION_SIDE = 4;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const DEFAULT_MENU_ID = 1;
export const DEFAULT_SECONDARY_MENU_ID = 0;
export const EDITOR_HEIGHT = 500;
export const EDITOR_FONT_SIZE_PX = 18;
export const THUMBNAIL_LIST_HEIGHT = 200;
/**
 * Widths of the scaled copies of an uploaded image (`/uploads/…?w=<width>`), for a srcset: the
 * server makes only these, never wider than the original; any other width answers the original.
 */
export const IMAGE_WIDTHS = [480, 768, 960, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const REMEMBER_ME_DAYS = 30;
export const SESSION_HOURS = 12;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The newsroom's time zone: date filters and the dates shown are days in this zone. */
export const TIME_ZONE = 'Europe/Budapest';
/** Scroll animation of the poll dialog when an item is added (docs/product.md). */
export const SCROLL_ANIMATION_MS = 1000;
/** GA4 visitor numbers (docs/product.md and docs/api.md): pause of the one-article-at-a-time mode, path length, first day. */
export const ANALYTICS_QUERY_DELAY_MS = 600;
export const ANALYTICS_PATH_MAX_LENGTH = 90;
export const ANALYTICS_START_DATE = '2013-01-01';
export const ANALYTICS_SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
export const DEFAULT_ANALYTICS_API_URL = 'https://analyticsdata.googleapis.com';
