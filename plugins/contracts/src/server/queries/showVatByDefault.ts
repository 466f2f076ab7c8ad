import type { Queryable } from '@portal/core/server';
import type { Place } from './loadPlace';

/**
 * requirements §5: VAT is shown by default unless the place says otherwise. A business customer's place says
 * otherwise, and so does a user in B2B mode: companies deduct VAT and compare prices without it.
 * An explicit `includeVAT` in the request wins over both.
 */
export async function showVatByDefault(db: Queryable, userId: string, place: Place): Promise<boolean> {
  if (place.isBusiness) return false;
  const { rows } = await db.query<{ ui_mode: string }>('select ui_mode from users where id = $1', [userId]);
  return rows[0]?.ui_mode !== 'B2B';
}

export async function resolveVatIncluded(db: Queryable, userId: string, place: Place, requested: boolean | undefined): Promise<boolean> {
  return requested ?? (await showVatByDefault(db, userId, place));
}
