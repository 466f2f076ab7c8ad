import type { Queryable } from '@portal/core/server';

/**
 * The demo customer's plants (asiakas@vare.example, customer 1000001): the house's 8.4 kWp roof,
 * linked to "Koti" (Koivukuja 7, exports through -02), and the cottage's 4.2 kWp plant, left
 * unlinked so findLink has something to match (its export is metered at -04); and the business
 * customer's hall roof. The production series
 * themselves are the host's demo data (host/server/src/demo/solar.ts: sun position by date, Vaasa's
 * cloudiness), keyed by the production places' metering points.
 */
const PLANTS = [
  {
    id: 'pv-1000001-koti',
    name: 'Koivukuja 7, talon katto',
    productionPlace: 'VARE-1000001-02',
    link: { location: 'VARE-1000001-01', exportLocation: 'VARE-1000001-02' },
    latitude: 63.096,
    longitude: 21.616,
    kwp: 8.4,
    panels: [{ count: 21, powerW: 400, tiltDeg: 30, azimuthDeg: 170 }],
    inverters: [{ nominalPowerKw: 8, commissionDate: '2023-05-15', model: 'Fronius Symo 8.2-3-M', serialNumber: 'FS82-2305-1187' }],
  },
  {
    id: 'pv-1000001-mokki',
    name: 'Rantatie 112, mökin katto',
    productionPlace: 'VARE-1000001-04',
    link: null,
    latitude: 63.013,
    longitude: 21.558,
    kwp: 4.2,
    panels: [{ count: 10, powerW: 420, tiltDeg: 20, azimuthDeg: 195 }],
    inverters: [{ nominalPowerKw: 4, commissionDate: '2024-04-01', model: 'Huawei SUN2000-4KTL-M1', serialNumber: 'HW4K-2404-0311' }],
  },
  {
    // The business customer's hall roof (business place index 6, exports through index 7): its
    // read-only sub-user (alikayttaja@vare.example) sees it but may not manage it.
    id: 'pv-1500001-halli',
    name: 'Hallin katto',
    productionPlace: 'VARE-1500001-08',
    link: { location: 'VARE-1500001-07', exportLocation: 'VARE-1500001-08' },
    latitude: 63.096,
    longitude: 21.616,
    kwp: 60,
    panels: [{ count: 150, powerW: 400, tiltDeg: 15, azimuthDeg: 180 }],
    inverters: [
      { nominalPowerKw: 30, commissionDate: '2022-04-01', model: 'SMA Sunny Tripower CORE2 30', serialNumber: 'STP30-2204-0042' },
      { nominalPowerKw: 30, commissionDate: '2022-04-01', model: 'SMA Sunny Tripower CORE2 30', serialNumber: 'STP30-2204-0043' },
    ],
  },
] as const;

export async function solarDemoData(tx: Queryable, today: Date): Promise<void> {
  for (const plant of PLANTS) {
    const { rows } = await tx.query<{ metering_point_id: string; company: string; customer_code: string }>(
      'select metering_point_id, company, customer_code from locations where location_identifier = $1',
      [plant.productionPlace],
    );
    const place = rows[0];
    if (!place) continue; // a smaller data set without the place
    await tx.query(
      `insert into solar_plants (id, company, customer_code, name, production_point_id, latitude, longitude, kwp, panels, inverters, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
      [
        plant.id,
        place.company,
        place.customer_code,
        plant.name,
        place.metering_point_id,
        plant.latitude,
        plant.longitude,
        plant.kwp,
        JSON.stringify(plant.panels),
        JSON.stringify(plant.inverters),
        today,
      ],
    );
    if (plant.link) {
      await tx.query(
        `insert into solar_plant_links (plant_id, location_identifier, export_location_identifier, linked_at)
         values ($1, $2, $3, $4) on conflict (plant_id) do nothing`,
        [plant.id, plant.link.location, plant.link.exportLocation, today],
      );
    }
  }
}
