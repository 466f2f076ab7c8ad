import type { Queryable } from '@portal/core/server';

interface ContractRow {
  location_identifier: string;
  id: string;
  contract_type: string;
  product_name: string;
  pricing: 'FIXED' | 'SPOT' | null;
  price: string | null;
  basic_fee: string;
  start_date: string;
  end_date: string | null;
}

/** Every contract of the given places, newest first per place; prices VAT 0 as stored. */
export async function loadCompanyContracts(db: Queryable, locationIdentifiers: readonly string[]) {
  const { rows } = await db.query<ContractRow>(
    `select location_identifier, id, contract_type, product_name, pricing,
            coalesce(fixed_price_c_kwh, spot_margin_c_kwh)::text as price, basic_fee_eur_month::text as basic_fee,
            to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from contracts where location_identifier = any($1::text[])
      order by location_identifier, start_date desc, id`,
    [locationIdentifiers],
  );
  return rows.map((row) => ({
    locationIdentifier: row.location_identifier,
    contractId: row.id,
    contractType: row.contract_type,
    productName: row.product_name,
    pricing: row.pricing,
    priceVat0: row.price === null ? null : Number(row.price),
    basicFeeEurMonth: Number(row.basic_fee),
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}

interface ServiceRow {
  location_identifier: string;
  green_power_name: string | null;
  green_power_on: boolean;
  can_have_green_power: boolean;
  home_insurance_on: boolean;
  can_have_home_insurance: boolean;
}

/** The additional services of the contract in force today on each place (a place without one has none). */
export async function loadAdditionalServices(db: Queryable, locationIdentifiers: readonly string[], today: string) {
  const { rows } = await db.query<ServiceRow>(
    `select distinct on (location_identifier) location_identifier, green_power_name, green_power_on, can_have_green_power,
            home_insurance_on, can_have_home_insurance
       from contracts
      where location_identifier = any($1::text[]) and start_date <= $2::date and (end_date is null or end_date >= $2::date)
        and contract_type <> 'NETWORK'
      order by location_identifier, start_date desc`,
    [locationIdentifiers, today],
  );
  return rows.map((row) => ({
    locationIdentifier: row.location_identifier,
    greenPowerName: row.green_power_name,
    greenPowerOn: row.green_power_on,
    canHaveGreenPower: row.can_have_green_power,
    homeInsuranceOn: row.home_insurance_on,
    canHaveHomeInsurance: row.can_have_home_insurance,
  }));
}
