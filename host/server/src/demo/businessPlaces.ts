import type { DemoComposite, DemoContract, DemoFeature, DemoPlace } from './catalogTypes';
import { demoMeteringPointId } from './identifiers';
import type { LoadProfileName } from './loadProfiles';
import { BUSINESS_CUSTOMER } from './demoUsers';
import { WEATHER_AREAS, type WeatherAreaName } from './weather';

/** The business customer's 45 use places: more than two pages of 20 (requirements §9). */
export const BUSINESS_PLACE_COUNT = 45;

export const COMPOSITE: DemoComposite = {
  compositeLocationIdentifier: 'VARE-1500001-K01',
  company: 'VARE',
  customerCode: BUSINESS_CUSTOMER.customerCode,
  name: 'Vaasan kampus',
};

interface Site {
  readonly city: string;
  readonly postalCode: string;
  readonly region: string;
  readonly area: WeatherAreaName;
  readonly streets: readonly string[];
}

const SITES: readonly Site[] = [
  {
    city: 'Vaasa',
    postalCode: '65100',
    region: 'Pohjanmaa',
    area: 'Vaasa',
    streets: ['Hovioikeudenpuistikko', 'Kauppapuistikko', 'Rantakatu', 'Teollisuuskatu'],
  },
  { city: 'Seinäjoki', postalCode: '60100', region: 'Etelä-Pohjanmaa', area: 'Vaasa', streets: ['Koulukatu', 'Kauppakatu', 'Valtionkatu'] },
  { city: 'Kokkola', postalCode: '67100', region: 'Keski-Pohjanmaa', area: 'Vaasa', streets: ['Torikatu', 'Satamakatu', 'Isokatu'] },
  { city: 'Helsinki', postalCode: '00180', region: 'Uusimaa', area: 'Helsinki', streets: ['Mechelininkatu', 'Ruoholahdenkatu', 'Porkkalankatu'] },
  { city: 'Espoo', postalCode: '02150', region: 'Uusimaa', area: 'Helsinki', streets: ['Otakaari', 'Tekniikantie', 'Keilaranta'] },
  {
    city: 'Tampere',
    postalCode: '33100',
    region: 'Pirkanmaa',
    area: 'Tampere',
    streets: ['Hatanpään valtatie', 'Itsenäisyydenkatu', 'Hämeenpuisto'],
  },
  { city: 'Oulu', postalCode: '90100', region: 'Pohjois-Pohjanmaa', area: 'Oulu', streets: ['Isokatu', 'Kirkkokatu', 'Pakkahuoneenkatu'] },
  { city: 'Kuopio', postalCode: '70100', region: 'Pohjois-Savo', area: 'Kuopio', streets: ['Kauppakatu', 'Haapaniemenkatu', 'Tulliportinkatu'] },
];

const KINDS: readonly { profile: LoadProfileName; label: string; baseKw: [number, number]; thermal: number }[] = [
  { profile: 'office', label: 'Toimisto', baseKw: [12, 60], thermal: 40 },
  { profile: 'shop', label: 'Myymälä', baseKw: [20, 80], thermal: 50 },
  { profile: 'warehouse', label: 'Varasto', baseKw: [8, 40], thermal: 30 },
  { profile: 'school', label: 'Päiväkoti', baseKw: [5, 15], thermal: 20 },
];

/** Places (by index) read at 15 minutes; the rest have older hourly meters. */
const QUARTER_HOUR = new Set([0, 1, 2]);
/** District heating places and the solar pair (consumption at 6, production at 7). */
const DISTRICT_HEATING = new Set([12, 24, 36]);
const SOLAR_CONSUMPTION = 6;
const SOLAR_EXPORT = 7;
/**
 * Hourly electricity places outside the composite and the solar pair keep one year of history rather
 * than two: ~300 000 fewer rows, which keeps seeding well under a minute on a busy machine.
 */
const ONE_YEAR_DAYS = 366;
/** Members of the composite location (three Vaasa buildings). */
const COMPOSITE_MEMBERS = new Set([0, 8, 16]);
/**
 * Places metered for reactive energy too (per-place feature reactivePower): the 15-minute office that
 * opens the list, an hourly shop (refrigeration compressors) and an hourly warehouse (motors, lighting).
 * The consumption plugin's demo data derives their kvarh from these places' active energy. A handful,
 * not all 45, to keep the seed's time budget: ~88 000 rows.
 */
const REACTIVE_POWER = new Set([0, 5, 10]);

const consumptionFeatures: readonly DemoFeature[] = [
  { feature: 'consumption', enabled: true, readOnly: false },
  { feature: 'reports', enabled: true, readOnly: false },
  { feature: 'consumptionAlert', enabled: true, readOnly: false },
];
const reactivePowerFeatures: readonly DemoFeature[] = [...consumptionFeatures, { feature: 'reactivePower', enabled: true, readOnly: false }];

function electricityContract(index: number, id: string): DemoContract {
  const startDate = `${2019 + (index % 5)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  switch (index % 4) {
    case 0:
      return {
        id,
        contractType: 'PROCUREMENT',
        productName: 'Vare Hankinta Yritys',
        additionalName: 'Salkunhallinta, pörssihinta',
        pricing: 'SPOT',
        spotMarginCKwh: 0.25,
        basicFeeEurMonth: 19.9,
        startDate,
      };
    case 1:
      return {
        id,
        contractType: 'ELECTRICITY',
        productName: 'Vare Yritys Kiinteä',
        pricing: 'FIXED',
        fixedPriceCKwh: 7.45,
        basicFeeEurMonth: 9.9,
        startDate,
        canHaveGreenPower: true,
        greenPowerName: 'Vare Tuulivoima',
        greenPowerOn: index % 3 === 0,
      };
    case 2:
      return {
        id,
        contractType: 'ELECTRICITY_AND_NETWORK',
        productName: 'Vare Yritys Pörssi',
        additionalName: 'Sähkö ja siirto',
        pricing: 'SPOT',
        spotMarginCKwh: 0.35,
        basicFeeEurMonth: 9.9,
        transferPriceCKwh: 2.95,
        transferBasicFeeEurMonth: 65,
        taxClass: index % 8 === 6 ? 'II' : 'I',
        startDate,
      };
    default:
      return {
        id,
        contractType: 'NETWORK',
        productName: 'Vare Yrityssiirto',
        pricing: null,
        basicFeeEurMonth: 0,
        transferPriceCKwh: 2.8,
        transferBasicFeeEurMonth: 72,
        taxClass: 'I',
        startDate,
      };
  }
}

export function businessPlaces(): DemoPlace[] {
  const places: DemoPlace[] = [];
  for (let i = 0; i < BUSINESS_PLACE_COUNT; i += 1) {
    const site = SITES[i % SITES.length] ?? SITES[0]!;
    const kind = KINDS[i % KINDS.length] ?? KINDS[0]!;
    const street = `${site.streets[i % site.streets.length]} ${3 + ((i * 7) % 60)}`;
    const number = String(i + 1).padStart(2, '0');
    const locationIdentifier = `VARE-1500001-${number}`;
    const contractId = `C-1500001-${number}`;
    const common = {
      locationIdentifier,
      company: 'VARE' as const,
      customerCode: BUSINESS_CUSTOMER.customerCode,
      meteringPointId: demoMeteringPointId('VARE', 150_000 + i + 1),
      street,
      postalCode: site.postalCode,
      city: site.city,
      buildingType: 'CompanyBuilding' as const,
      companyReferenceId: `KP-${1001 + i}`,
      temperatureArea: site.area,
      showcaseQuality: i === 0,
      ...(COMPOSITE_MEMBERS.has(i) ? { compositeLocationIdentifier: COMPOSITE.compositeLocationIdentifier } : {}),
    };
    // Size varies smoothly but unevenly over the portfolio.
    const size = 0.5 + 0.5 * Math.sin(i * 2.3 + 1);
    if (DISTRICT_HEATING.has(i)) {
      places.push({
        ...common,
        utilityType: 'DISTRICT_HEATING',
        name: `Kaukolämpö, ${kind.label.toLowerCase()} ${site.city}`,
        labels: ['Kaukolämpö', site.region],
        resolutionMinutes: 60,
        series: {
          kind: 'districtHeating',
          building: { kwPerDegree: 2 + 6 * size, hotWaterKw: 2 + 4 * size, returnAtFullLoadC: i === 24 ? 46 : 33 + (i % 5) },
        },
        contracts: [
          {
            id: contractId,
            contractType: 'DISTRICT_HEATING',
            productName: 'Vare Kaukolämpö Yritys',
            additionalName: 'Tehomaksu',
            pricing: 'FIXED',
            fixedPriceCKwh: 8.9,
            basicFeeEurMonth: 240 + Math.round(600 * size),
            startDate: '2018-01-01',
          },
        ],
        features: [
          { feature: 'districtHeatingConsumption', enabled: true, readOnly: false },
          { feature: 'reports', enabled: true, readOnly: false },
        ],
      });
      continue;
    }
    if (i === SOLAR_EXPORT) {
      const partner = places[SOLAR_CONSUMPTION];
      places.push({
        ...common,
        street: partner?.street ?? street,
        postalCode: partner?.postalCode ?? site.postalCode,
        city: partner?.city ?? site.city,
        temperatureArea: partner?.temperatureArea ?? site.area,
        utilityType: 'MICROGENERATION',
        name: `Aurinkovoimala, ${partner?.name ?? site.city}`,
        labels: ['Aurinkovoima', site.region],
        resolutionMinutes: partner?.resolutionMinutes ?? 60,
        series: { kind: 'solarExport' },
        contracts: [
          {
            id: contractId,
            contractType: 'PROCUREMENT_AND_MICROGENERATION',
            productName: 'Vare Hankinta ja Tuotanto',
            additionalName: 'Ylijäämän osto pörssihinnalla',
            pricing: 'SPOT',
            spotMarginCKwh: -0.2,
            basicFeeEurMonth: 0,
            startDate: '2022-04-01',
          },
        ],
        features: [
          { feature: 'microgeneration', enabled: true, readOnly: false },
          { feature: 'solar', enabled: true, readOnly: false },
        ],
      });
      continue;
    }
    const baseKw = Math.round(kind.baseKw[0] + (kind.baseKw[1] - kind.baseKw[0]) * size);
    const area = WEATHER_AREAS[site.area];
    places.push({
      ...common,
      utilityType: 'ELECTRICITY',
      name: `${kind.label} ${site.city} ${number}`,
      labels: [kind.label, site.region, ...(i % 5 === 0 ? ['Energiakatselmus 2026'] : [])],
      resolutionMinutes: QUARTER_HOUR.has(i) ? 15 : 60,
      ...(QUARTER_HOUR.has(i) || COMPOSITE_MEMBERS.has(i) || i === SOLAR_CONSUMPTION ? {} : { historyDays: ONE_YEAR_DAYS }),
      series: {
        kind: 'electricity',
        load: { profile: kind.profile, baseKw, thermalScale: kind.thermal * (0.5 + size) },
        ...(i === SOLAR_CONSUMPTION
          ? {
              solar: {
                plant: { kWp: 60, latitude: area.latitude, longitude: area.longitude, tiltDeg: 15, azimuthFromSouthDeg: 0 },
                exportLocation: `VARE-1500001-${String(SOLAR_EXPORT + 1).padStart(2, '0')}`,
              },
            }
          : {}),
      },
      contracts: [electricityContract(i, contractId)],
      features: REACTIVE_POWER.has(i) ? reactivePowerFeatures : consumptionFeatures,
    });
  }
  return places;
}
