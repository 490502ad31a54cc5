import {
  CHECKLIST_MESSAGES,
  DEFAULT_PUBLISH_CHECKLIST,
  evaluateChecklist,
  hostOf,
  missingRequired,
  type Post,
  type PublishChecklist,
  publishChecklistSchema,
} from '@newsroom/shared';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { getSettings, getSettingValue, saveSettingValue } from '../app/app.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSubmenus } from '../menus/menus.service.ts';

/**
 * The publish checklist (docs/api.md, "Publish checklist"): kept as an application setting holding
 * its JSON (modules/app stores it); absent or unreadable, the defaults apply.
 */
export const PUBLISH_CHECKLIST_CODE = 'PUBLISH_CHECKLIST';
const PUBLISH_CHECKLIST_NAME = 'Közzétételi lista';

export async function getPublishChecklist(db: Db): Promise<PublishChecklist> {
  const stored = await getSettingValue(db, PUBLISH_CHECKLIST_CODE);
  if (!stored) return DEFAULT_PUBLISH_CHECKLIST;
  try {
    const parsed = publishChecklistSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_PUBLISH_CHECKLIST;
  } catch {
    return DEFAULT_PUBLISH_CHECKLIST;
  }
}

/** PUT /api/publish-checklist: stores it and audits what changed (nothing when unchanged). */
export async function savePublishChecklist(db: Db, checklist: PublishChecklist): Promise<PublishChecklist> {
  return inTransaction(db, async (tx) => {
    const before = await getPublishChecklist(tx);
    if (JSON.stringify(before) === JSON.stringify(checklist)) return before;
    await saveSettingValue(tx, PUBLISH_CHECKLIST_CODE, PUBLISH_CHECKLIST_NAME, JSON.stringify(checklist));
    await recordAudit(tx, {
      entity: 'settings',
      entityId: null,
      action: 'update',
      label: PUBLISH_CHECKLIST_NAME,
      changes: { publish_checklist: { before, after: checklist } },
    });
    return checklist;
  });
}

/** The hosts of the public site (PUBLIC_SITE_URL as the app uses it): their images count as own. */
async function ownHosts(db: Db, sources: SettingSources | undefined): Promise<string[]> {
  const url = sources
    ? (await getSettings(db, sources)).find((s) => s.code === 'PUBLIC_SITE_URL')?.value
    : await getSettingValue(db, 'PUBLIC_SITE_URL');
  const host = hostOf(url ?? '');
  return host ? [host] : [];
}

/**
 * Refuses (400, each missing item named on its field) a save that leaves an article public or
 * scheduled while a required item of the checklist is missing. Called on the article as written,
 * inside the save's transaction, so a refusal writes nothing; a withdrawn or plain draft passes.
 */
export async function assertPublishable(
  db: Db,
  sources: SettingSources | undefined,
  post: Post,
): Promise<void> {
  if (post.menu_type !== 'post' && !post.publish_at) return;
  const checklist = await getPublishChecklist(db);
  const hasSubcategories =
    checklist.items.subcategory !== 'off' && (await getSubmenus(db, post.menu_id)).length > 0;
  const results = evaluateChecklist(checklist, post, {
    hasSubcategories,
    ownHosts: await ownHosts(db, sources),
  });
  const errors = missingRequired(results);
  if (Object.keys(errors).length === 0) return;
  const labels = results.filter((r) => r.level === 'required' && !r.ok).map((r) => r.label);
  throw new AppError('BAD_INPUT', CHECKLIST_MESSAGES.refused(labels), errors);
}
