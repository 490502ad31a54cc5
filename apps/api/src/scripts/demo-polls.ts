// Demo voting polls for `npm run seed:demo`: Hungarian questions with realistic vote counts, one of
// them on the right side. Polls already present (by name) are left alone, so a second run adds none.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pollItems, polls } from '../db/schema/index.ts';
import { findUsersByEmail } from './demo-users.ts';

interface DemoPoll {
  name: string;
  /** Items with their votes. */
  items: Array<readonly [string, number]>;
  /** Days before now it was created, and last edited. */
  createdDaysAgo: number;
  updatedDaysAgo: number;
  rightSide?: boolean;
  /** Deleted polls show that a soft delete keeps the row. */
  deleted?: boolean;
}

export const DEMO_POLLS: DemoPoll[] = [
  {
    name: 'Ön szerint ki nyeri idén a bajnokságot?',
    items: [
      ['Ferencváros', 4182],
      ['Puskás Akadémia', 1297],
      ['Paks', 866],
      ['Fehérvár', 643],
      ['Más csapat', 318],
    ],
    createdDaysAgo: 12,
    updatedDaysAgo: 2,
    rightSide: true,
  },
  {
    name: 'Hogyan jár leggyakrabban munkába?',
    items: [
      ['Tömegközlekedéssel', 2411],
      ['Autóval', 1986],
      ['Kerékpárral', 712],
      ['Gyalog', 538],
      ['Otthonról dolgozom', 1204],
    ],
    createdDaysAgo: 34,
    updatedDaysAgo: 30,
  },
  {
    name: 'Hová utazik idén nyáron?',
    items: [
      ['Balaton', 3320],
      ['Horvát tengerpart', 1874],
      ['Hegyekbe', 642],
      ['Városlátogatásra', 911],
      ['Idén nem utazom', 1507],
    ],
    createdDaysAgo: 61,
    updatedDaysAgo: 58,
  },
  {
    name: 'Mennyit olvas naponta híreket?',
    items: [
      ['Kevesebb mint 15 percet', 967],
      ['15-30 percet', 1422],
      ['30-60 percet', 803],
      ['Több mint egy órát', 341],
    ],
    createdDaysAgo: 95,
    updatedDaysAgo: 95,
  },
  {
    name: 'Használ mesterséges intelligenciát a munkájához?',
    items: [
      ['Naponta', 588],
      ['Hetente néhányszor', 731],
      ['Ritkán', 654],
      ['Soha', 1120],
    ],
    createdDaysAgo: 3,
    updatedDaysAgo: 1,
  },
  {
    name: 'Melyik a kedvenc évszaka?',
    items: [
      ['Tavasz', 0],
      ['Nyár', 0],
      ['Ősz', 0],
      ['Tél', 0],
    ],
    createdDaysAgo: 0,
    updatedDaysAgo: 0,
  },
  {
    name: 'Támogatja a nyári időszámítás eltörlését?',
    items: [
      ['Igen', 2750],
      ['Nem', 690],
      ['Mindegy', 402],
    ],
    createdDaysAgo: 210,
    updatedDaysAgo: 150,
    deleted: true,
  },
];

const DAY_MS = 86_400_000;

/**
 * Adds the demo polls that are not there yet, created by the first of `creatorEmails` that exists.
 * The right-side poll is marked only when no poll is on the right side. Returns how many were added.
 */
export async function seedDemoPolls(db: Db, creatorEmails: string[], now = Date.now()): Promise<number> {
  const creators = await findUsersByEmail(db, creatorEmails);
  const creator = creatorEmails
    .map((e) => creators.find((c) => c.email.toLowerCase() === e.toLowerCase()))
    .find((c) => c !== undefined);
  if (!creator) throw new Error('No user to own the demo polls.');

  const existing = new Set(
    (
      await db
        .select({ name: polls.name })
        .from(polls)
        .where(
          inArray(
            polls.name,
            DEMO_POLLS.map((p) => p.name),
          ),
        )
    ).map((r) => r.name),
  );
  const [marked] = await db.select({ id: polls.id }).from(polls).where(eq(polls.rightSide, true)).limit(1);

  let added = 0;
  await db.transaction(async (tx) => {
    for (const poll of DEMO_POLLS) {
      if (existing.has(poll.name)) continue;
      const [row] = await tx
        .insert(polls)
        .values({
          name: poll.name,
          rightSide: Boolean(poll.rightSide && !marked && !poll.deleted),
          isActive: !poll.deleted,
          userId: creator.id,
          updatedBy: creator.id,
          creationDate: new Date(now - poll.createdDaysAgo * DAY_MS),
          lastUpdate: new Date(now - poll.updatedDaysAgo * DAY_MS),
        })
        .returning({ id: polls.id });
      if (!row) throw new Error('seedDemoPolls: the insert returned no row');
      await tx
        .insert(pollItems)
        .values(poll.items.map(([name, votes], position) => ({ pollId: row.id, position, name, votes })));
      added++;
    }
  });
  return added;
}
