import { EnergyPriceList, type ElectricityTaxTable, type EnergyContractTerms, type VatRateTable } from '@portal/domain';
import { loadElectricityTaxTable, loadVatRateTable } from '@portal/domain/server';
import { notFound, type Queryable } from '@portal/core/server';

/** A contract's parts the bill needs beyond the energy price (stored VAT 0, DOMAIN). */
export interface BillContract {
  readonly id: string;
  readonly startDate: string;
  readonly endDate: string | null;
  /** Energy basic fee in cents a month. */
  readonly basicFeeCents: bigint;
  /** Network part (only when this retailer also invoices the network). */
  readonly transferPriceCKwh: string | null;
  readonly transferBasicFeeCents: bigint;
  readonly taxClass: 'I' | 'II' | null;
  readonly greenPowerOn: boolean;
  readonly greenPowerName: string | null;
}

/** Everything a month of one place is priced with: read once per request. */
export interface PlaceData {
  readonly locationIdentifier: string;
  readonly name: string;
  readonly meteringPointId: string;
  readonly temperatureArea: string | null;
  readonly energyPrices: EnergyPriceList;
  readonly contracts: readonly BillContract[];
  readonly vat: VatRateTable;
  readonly tax: ElectricityTaxTable;
}

interface PlaceRow {
  location_identifier: string;
  name: string;
  metering_point_id: string;
  temperature_area: string | null;
  utility_type: string;
}

interface ContractRow {
  id: string;
  pricing: 'FIXED' | 'SPOT';
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  basic_fee_cents: string;
  transfer_price_c_kwh: string | null;
  transfer_basic_fee_cents: string | null;
  tax_class: 'I' | 'II' | null;
  start_date: string;
  end_date: string | null;
  green_power_on: boolean;
  green_power_name: string | null;
}

/**
 * The electricity place and its energy-selling contracts. Only ELECTRICITY places have insights: the
 * story explains an electricity bill (spot timing, electricity tax); another kind answers 404 as an
 * unknown resource would.
 */
export async function loadPlaceData(db: Queryable, locationIdentifier: string): Promise<PlaceData> {
  const { rows } = await db.query<PlaceRow>(
    `select l.location_identifier, l.name, l.metering_point_id, l.temperature_area, l.utility_type
       from locations l where l.location_identifier = $1`,
    [locationIdentifier],
  );
  const place = rows[0];
  if (!place || place.utility_type !== 'ELECTRICITY') throw notFound('Location');
  const contracts = await db.query<ContractRow>(
    `select id, pricing, fixed_price_c_kwh::text, spot_margin_c_kwh::text, (basic_fee_eur_month * 100)::bigint::text as basic_fee_cents,
            transfer_price_c_kwh::text, (transfer_basic_fee_eur_month * 100)::bigint::text as transfer_basic_fee_cents, tax_class,
            to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, green_power_on, green_power_name
       from contracts
      where location_identifier = $1 and contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK') and pricing is not null
      order by start_date, id`,
    [locationIdentifier],
  );
  const terms: EnergyContractTerms[] = contracts.rows.map((row) =>
    row.pricing === 'FIXED'
      ? { id: row.id, pricing: 'FIXED', fixedPriceCKwh: row.fixed_price_c_kwh ?? '0', startDate: row.start_date, endDate: row.end_date }
      : { id: row.id, pricing: 'SPOT', spotMarginCKwh: row.spot_margin_c_kwh ?? '0', startDate: row.start_date, endDate: row.end_date },
  );
  const [vat, tax] = await Promise.all([loadVatRateTable(db), loadElectricityTaxTable(db)]);
  return {
    locationIdentifier: place.location_identifier,
    name: place.name,
    meteringPointId: place.metering_point_id,
    temperatureArea: place.temperature_area,
    energyPrices: new EnergyPriceList(terms),
    contracts: contracts.rows.map((row) => ({
      id: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      basicFeeCents: BigInt(row.basic_fee_cents),
      transferPriceCKwh: row.transfer_price_c_kwh,
      transferBasicFeeCents: BigInt(row.transfer_basic_fee_cents ?? '0'),
      taxClass: row.tax_class,
      greenPowerOn: row.green_power_on,
      greenPowerName: row.green_power_name,
    })),
    vat,
    tax,
  };
}

/** The bill contract in force on a delivery date (the later-starting one wins, as EnergyPriceList does). */
export function billContractOn(place: PlaceData, date: string): BillContract | undefined {
  let found: BillContract | undefined;
  for (const c of place.contracts) if (c.startDate <= date && (c.endDate === null || c.endDate >= date)) found = c;
  return found;
}
