import type { AdminBenefit, BenefitText, CustomerBenefit } from '../contract/customerBenefits';

/** A benefit row with the caller's claim (left join) as the customer queries select it. */
export interface BenefitRow {
  id: string;
  company: string;
  title: BenefitText;
  description: BenefitText;
  partner: string | null;
  code: string;
  modes: ('B2C' | 'B2B')[];
  valid_until: string | null;
  created_at: Date;
  claimed_at: Date | null;
  claims: string | number;
}

/** valid_until as text, so a Helsinki day is never shifted by the driver's time zone. */
export const BENEFIT_COLUMNS =
  'b.id, b.company, b.title, b.description, b.partner, b.code, b.modes, b.valid_until::text as valid_until, b.created_at';

/**
 * The benefits this customer may see now: this company's, aimed at their stored portal mode, and not
 * past their last day (Helsinki). $1 company, $2 user id, $3 today (YYYY-MM-DD).
 */
export const VISIBLE_BENEFITS = `b.company = $1
  and (select u.ui_mode from users u where u.id = $2) = any(b.modes)
  and (b.valid_until is null or b.valid_until >= $3::date)`;

export const toCustomerBenefit = (row: BenefitRow): CustomerBenefit => ({
  id: row.id,
  title: row.title,
  description: row.description,
  partner: row.partner,
  validUntil: row.valid_until,
  claim: row.claimed_at ? { code: row.code, claimedAt: new Date(row.claimed_at).toISOString() } : null,
});

export const toAdminBenefit = (row: BenefitRow): AdminBenefit => ({
  id: row.id,
  company: row.company,
  title: row.title,
  description: row.description,
  partner: row.partner,
  code: row.code,
  modes: row.modes,
  validUntil: row.valid_until,
  claims: Number(row.claims),
  createdAt: new Date(row.created_at).toISOString(),
});
