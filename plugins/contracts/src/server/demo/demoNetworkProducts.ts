import type { Queryable } from '@portal/core/server';

/**
 * Fictional network price lists (VAT 0) for the demo companies. Each company's general product has the
 * prices its demo network contracts use, so the comparison finds the customer's current product.
 */
const PRODUCTS: readonly (readonly [string, string, string, string, number, ...(number | null)[]])[] = [
  // company, code, name, kind, basic fee €/month, general, day, night, winter day, other time (c/kWh)
  ['VARE', 'YLEIS', 'Vare Yleissiirto', 'GENERAL', 28.5, 4.12, null, null, null, null],
  ['VARE', 'AIKA', 'Vare Aikasiirto', 'TIME_OF_USE', 31.9, null, 4.75, 2.95, null, null],
  ['VARE', 'KAUSI', 'Vare Kausisiirto', 'SEASONAL', 33.5, null, null, null, 6.35, 3.05],
  ['SV', 'YLEIS', 'SV Yleissiirto', 'GENERAL', 19.9, 4.39, null, null, null, null],
  ['SV', 'AIKA', 'SV Aikasiirto', 'TIME_OF_USE', 22.9, null, 4.95, 3.1, null, null],
  ['KUO', 'YLEIS', 'KUO Yleissiirto', 'GENERAL', 14.9, 3.85, null, null, null, null],
  ['KUO', 'AIKA', 'KUO Aikasiirto', 'TIME_OF_USE', 17.9, null, 4.3, 2.6, null, null],
  ['KUO', 'KAUSI', 'KUO Kausisiirto', 'SEASONAL', 18.9, null, null, null, 5.6, 2.9],
];

export async function insertDemoNetworkProducts(tx: Queryable): Promise<void> {
  for (const product of PRODUCTS) {
    await tx.query(
      `insert into network_products (company, product_code, product_name, kind, basic_fee_eur_month, general_c_kwh,
         day_c_kwh, night_c_kwh, winter_day_c_kwh, other_time_c_kwh)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [...product],
    );
  }
}
