import type { Migration } from '@portal/core/server';

/**
 * Electricity tax before 1.5.2023 (006 starts there), so metering data loaded from earlier years (the
 * Datahub ingest) is taxed with the rate of its delivery date. c/kWh VAT 0; valid_from inclusive,
 * valid_until exclusive. Checked against the Tax Administration's tables (vero.fi "Sähkön ja eräiden
 * polttoaineiden verotaulukot": from 1.1.2019 class I 2.24 / class II 0.69, from 1.1.2021 class I
 * 2.24 / class II 0.05, each + 0.013 security of supply) and, for earlier years, Customs' customer
 * guidance of 1/2014 (class I 1.89, class II 0.69) and network companies' notices of the 0.35 c raise
 * of class I on 1.1.2015 (2.253 c/kWh in total from then on).
 *
 * 1-4/2023: the winter 2022-23 relief was a VAT cut on the energy sale (10 %, in vat_rates) plus
 * subsidies and a household tax credit; none of the sources found lowered the electricity tax, which is
 * collected with the network charges. So 2.24 / 0.05 run on unchanged to 1.5.2023, where 006 continues
 * with the same figures.
 *
 * Not included: anything before 1.1.2014 (no verified figure here, and no metering data that old).
 */
export const taxHistoryMigration: Migration = {
  id: '007_domain_tax_history',
  sql: `
insert into tax_rates (tax_class, valid_from, valid_until, electricity_tax_c_kwh, security_of_supply_c_kwh) values
  ('I', '2014-01-01', '2015-01-01', 1.89, 0.013),
  ('I', '2015-01-01', '2023-05-01', 2.24, 0.013),
  ('II', '2014-01-01', '2021-01-01', 0.69, 0.013),
  ('II', '2021-01-01', '2023-05-01', 0.05, 0.013);
`,
};
