import type { Queryable } from './database';

/**
 * Yes/no facts about a user that one plugin owns and another shows. Plugins never import each other
 * (DESIGN), so the owner declares a reader in its ServerPlugin's `userFacts` and the shower asks
 * `context.userFact(key, userId)`. A new fact is a new key here.
 *
 * - priceAlertOn: the user has an active spot-price alert (SPEC §3 energyPriceAlert), shown as the
 *   location content's marketPrice.notificationOn.
 */
export const USER_FACT_KEYS = ['priceAlertOn'] as const;
export type UserFactKey = (typeof USER_FACT_KEYS)[number];

export type UserFactReader = (db: Queryable, userId: string) => Promise<boolean>;
export type UserFactReaders = Readonly<Partial<Record<UserFactKey, UserFactReader>>>;

/**
 * True when a mounted plugin's reader says so. False when none of the company's plugins provides the
 * fact: a portal without the owning plugin has no such thing to be on.
 */
export async function readUserFact(
  plugins: readonly { readonly userFacts?: UserFactReaders }[],
  db: Queryable,
  key: UserFactKey,
  userId: string,
): Promise<boolean> {
  for (const plugin of plugins) {
    const reader = plugin.userFacts?.[key];
    if (reader && (await reader(db, userId))) return true;
  }
  return false;
}
