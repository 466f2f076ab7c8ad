import type { Queryable } from '@portal/core/server';
import { insertRows } from './bulkInsert';
import type { DemoCatalog } from './catalogTypes';
import { Random } from '@portal/domain';

/** Database ids of the demo users, by catalog key. */
export type UserIds = ReadonlyMap<string, string>;

export function demoUserIds(seed: number, catalog: DemoCatalog): UserIds {
  return new Map(catalog.users.map((u) => [u.key, Random.stream(seed, `user:${u.email}`).uuid()]));
}

function idOf(ids: UserIds, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`unknown demo user ${key}`);
  return id;
}

/** Users, groups, customerships, places, grants, names, features and contracts. */
export async function writeCatalog(tx: Queryable, catalog: DemoCatalog, ids: UserIds, passwordHash: string): Promise<void> {
  await insertRows(
    tx,
    'users',
    ['id', 'email', 'name', 'phone', 'password_hash', 'verified', 'ui_mode'],
    catalog.users.map((u) => [idOf(ids, u.key), u.email, u.name, u.phone, passwordHash, true, u.uiMode]),
  );
  await insertRows(
    tx,
    'user_groups',
    ['user_id', 'group_name'],
    catalog.users.flatMap((u) => u.groups.map((g) => [idOf(ids, u.key), g])),
  );
  await insertRows(
    tx,
    'customerships',
    ['user_id', 'company', 'customer_code', 'customer_type', 'business_id', 'business_name'],
    catalog.users.flatMap((u) =>
      u.customerships.map((c) => [idOf(ids, u.key), c.company, c.customerCode, c.customerType, c.businessId ?? null, c.businessName ?? null]),
    ),
  );
  await insertRows(
    tx,
    'composite_locations',
    ['composite_location_identifier', 'company', 'customer_code', 'name'],
    catalog.composites.map((c) => [c.compositeLocationIdentifier, c.company, c.customerCode, c.name]),
  );
  await insertRows(
    tx,
    'locations',
    [
      'location_identifier',
      'company',
      'customer_code',
      'metering_point_id',
      'utility_type',
      'name',
      'street_address',
      'postal_code',
      'city',
      'building_type',
      'company_reference_id',
      'labels',
      'composite_location_identifier',
      'resolution_minutes',
      'temperature_area',
    ],
    catalog.places.map((p) => [
      p.locationIdentifier,
      p.company,
      p.customerCode,
      p.meteringPointId,
      p.utilityType,
      p.name,
      p.street,
      p.postalCode,
      p.city,
      p.buildingType,
      p.companyReferenceId ?? null,
      [...p.labels],
      p.compositeLocationIdentifier ?? null,
      p.resolutionMinutes,
      p.temperatureArea,
    ]),
  );
  // Labels live in location_labels (011_rollups_labels); the locations.labels array is no longer read.
  await insertRows(
    tx,
    'location_labels',
    ['location_identifier', 'company', 'label'],
    catalog.places.flatMap((p) => [...new Set(p.labels)].map((label) => [p.locationIdentifier, p.company, label])),
  );
  await insertRows(
    tx,
    'location_access',
    ['user_id', 'location_identifier', 'relation', 'access_right'],
    catalog.grants.map((g) => [idOf(ids, g.userKey), g.locationIdentifier, g.relation, g.accessRight]),
  );
  // Every user's content list starts in catalogue order.
  const positions = new Map<string, number>();
  await insertRows(
    tx,
    'content_order',
    ['user_id', 'location_identifier', 'position'],
    catalog.grants.map((g) => {
      const position = positions.get(g.userKey) ?? 0;
      positions.set(g.userKey, position + 1);
      return [idOf(ids, g.userKey), g.locationIdentifier, position];
    }),
  );
  await insertRows(
    tx,
    'location_names',
    ['user_id', 'location_identifier', 'display_name'],
    catalog.locationNames.map((n) => [idOf(ids, n.userKey), n.locationIdentifier, n.name]),
  );
  await insertRows(
    tx,
    'location_features',
    ['location_identifier', 'feature', 'enabled', 'read_only', 'qualifiers'],
    catalog.places.flatMap((p) =>
      p.features.map((f) => [p.locationIdentifier, f.feature, f.enabled, f.readOnly, JSON.stringify(f.qualifiers ?? [])]),
    ),
  );
  await insertRows(
    tx,
    'contracts',
    [
      'id',
      'location_identifier',
      'contract_type',
      'product_name',
      'additional_name',
      'pricing',
      'fixed_price_c_kwh',
      'spot_margin_c_kwh',
      'basic_fee_eur_month',
      'transfer_price_c_kwh',
      'transfer_basic_fee_eur_month',
      'tax_class',
      'start_date',
      'end_date',
      'green_power_name',
      'green_power_on',
      'can_have_green_power',
      'home_insurance_on',
      'can_have_home_insurance',
    ],
    catalog.places.flatMap((p) =>
      p.contracts.map((c) => [
        c.id,
        p.locationIdentifier,
        c.contractType,
        c.productName,
        c.additionalName ?? null,
        c.pricing,
        c.fixedPriceCKwh ?? null,
        c.spotMarginCKwh ?? null,
        c.basicFeeEurMonth,
        c.transferPriceCKwh ?? null,
        c.transferBasicFeeEurMonth ?? null,
        c.taxClass ?? null,
        c.startDate,
        c.endDate ?? null,
        c.greenPowerName ?? null,
        c.greenPowerOn ?? false,
        c.canHaveGreenPower ?? false,
        c.homeInsuranceOn ?? false,
        c.canHaveHomeInsurance ?? false,
      ]),
    ),
  );
}
