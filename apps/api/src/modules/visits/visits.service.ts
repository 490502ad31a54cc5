import { type TrackInput, VISITS_MESSAGES, type VisitDevice } from '@newsroom/shared';
import { list as botPatterns, createIsbotFromList } from 'isbot';
import { AppError } from '../../lib/errors.ts';
import type { VisitTracker } from './visit-tracker.ts';

/**
 * User agents that are not a person reading: crawlers, link previews, monitors, scripted and
 * headless browsers (isbot's maintained list, which covers curl, wget, python, node-fetch, axios and
 * HeadlessChrome), and two names it leaves out. Their page views are refused and never counted.
 */
const isBot = createIsbotFromList([...botPatterns, 'puppeteer', 'slurp']);

/** Whether a User-Agent header looks automated (a missing or very short one does). */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua.length < 8 || isBot(ua);
}

/**
 * One page view of the public site (POST /api/public/track): refused (403) from a bot, 404 for a
 * path that is no active published article; tablets count as mobile. The view is added to the
 * tracker's buffer, written within its flush interval (docs/product.md, Visitor statistics).
 */
export async function trackPageView(
  tracker: VisitTracker,
  input: TrackInput,
  userAgent: string | undefined,
): Promise<void> {
  if (isBotUserAgent(userAgent)) throw new AppError('FORBIDDEN', VISITS_MESSAGES.bot);
  const postId = await tracker.findPostId(input.path);
  if (postId === undefined) throw new AppError('NOT_FOUND', VISITS_MESSAGES.unknownPath);
  const device: VisitDevice = input.device === 'desktop' ? 'desktop' : 'mobile';
  await tracker.record(postId, device);
}
