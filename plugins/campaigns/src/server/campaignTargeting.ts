import { localDateOf } from '@portal/domain';
import { type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { CampaignMode, PlaceFeature } from '../contract/campaigns';

export interface CampaignAudience {
  readonly mode: CampaignMode;
  readonly features: readonly PlaceFeature[];
}

interface PlaceRow {
  utility_type: string;
  contract_type: string | null;
  pricing: string | null;
}

const MICROGENERATION_CONTRACTS = new Set(['MICROGENERATION', 'PROCUREMENT_AND_MICROGENERATION']);

/** The features of one place and one of its contracts in force (PLACE_FEATURES). */
function featuresOf(row: PlaceRow, into: Set<PlaceFeature>): void {
  if (row.utility_type === 'ELECTRICITY') into.add('electricity');
  if (row.utility_type === 'DISTRICT_HEATING') into.add('districtHeating');
  if (row.utility_type === 'MICROGENERATION' || (row.contract_type && MICROGENERATION_CONTRACTS.has(row.contract_type))) into.add('microgeneration');
  // A production contract's price is what the retailer pays for the surplus, not a purchase contract.
  if (row.contract_type && !MICROGENERATION_CONTRACTS.has(row.contract_type)) {
    if (row.pricing === 'SPOT') into.add('spotContract');
    if (row.pricing === 'FIXED') into.add('fixedContract');
  }
}

/**
 * Who the customer is for targeting: their stored portal mode, and the features their places at this
 * company have together today (Helsinki date). Only the places core's LocationAccess lets them see count,
 * so a representative's or sub-user's view never widens by a campaign.
 */
export async function campaignAudience(context: ServerPluginContext, user: AuthenticatedUser): Promise<CampaignAudience> {
  const { rows: modeRows } = await context.db.query<{ ui_mode: CampaignMode }>('select ui_mode from users where id = $1', [user.id]);
  const mode = modeRows[0]?.ui_mode ?? 'B2C';
  const places = (await context.access.visibleLocations(user, context.company)).map((grant) => grant.locationIdentifier);
  const features = new Set<PlaceFeature>();
  if (places.length > 0) {
    const { rows } = await context.db.query<PlaceRow>(
      `select l.utility_type, c.contract_type, c.pricing
         from locations l
         left join contracts c on c.location_identifier = l.location_identifier
              and c.start_date <= $2::date and (c.end_date is null or c.end_date >= $2::date)
        where l.location_identifier = any($1::text[]) and l.company = $3`,
      [places, localDateOf(context.now()), context.company],
    );
    for (const row of rows) featuresOf(row, features);
  }
  return { mode, features: [...features].sort() };
}
