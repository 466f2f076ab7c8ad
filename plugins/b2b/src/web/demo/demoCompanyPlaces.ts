import type { Company, ListPlace } from '../../contract';

/**
 * The demo user's business customers and their places (requirements §7 demo mode; only the demo build loads
 * this). Each place carries what the list, the composite and the report answers need; labels, names,
 * floor areas and composites are in-memory copies the demo's writes change until the tab reloads.
 */
export const DEMO_COMPANIES: readonly Company[] = [
  { customerCode: 'DEMO-B1', name: 'Esimerkki Oy' },
  { customerCode: 'DEMO-B2', name: 'Malli Kiinteistöt Oy' },
];

export interface DemoCompanyPlace extends Omit<ListPlace, 'consumptionLastMonthKwh'> {
  readonly company: string;
  /** kWh of an average day; month and year figures are derived from it (no seeded series needed). */
  readonly dailyKwh: number;
  floorAreaM2: number | null;
  costCentre: string | null;
}

const place = (
  company: string,
  locationIdentifier: string,
  name: string,
  streetAddress: string,
  dailyKwh: number,
  floorAreaM2: number | null,
  labels: string[],
  utilityType: ListPlace['utilityType'] = 'ELECTRICITY',
): DemoCompanyPlace => ({
  company,
  locationIdentifier,
  name,
  streetAddress,
  postalCode: '00100',
  city: 'Helsinki',
  companyReferenceId: `KP-${locationIdentifier.slice(-3)}`,
  utilityType,
  labels,
  alertsEnabled: labels.includes('Varasto') ? 1 : 0,
  alertsTriggered: 0,
  accessRight: 'FULL_ACCESS',
  dailyKwh,
  floorAreaM2,
  costCentre: null,
});

export const DEMO_COMPANY_PLACES: DemoCompanyPlace[] = [
  place('DEMO-B1', 'DEMO-B1-001', 'Pääkonttori', 'Esimerkkikatu 1', 410, 1200, ['Toimisto']),
  place('DEMO-B1', 'DEMO-B1-002', 'Varasto Vantaa', 'Varastotie 5', 650, 2400, ['Varasto']),
  place('DEMO-B1', 'DEMO-B1-003', 'Myymälä Kamppi', 'Kauppakatu 12', 280, 450, ['Myymälä']),
  place('DEMO-B1', 'DEMO-B1-004', 'Myymälä Itis', 'Ostoskuja 3', 300, 480, ['Myymälä']),
  place('DEMO-B1', 'DEMO-B1-005', 'Pääkonttorin lämpö', 'Esimerkkikatu 1', 900, 1200, ['Toimisto'], 'DISTRICT_HEATING'),
  place('DEMO-B2', 'DEMO-B2-001', 'Asunto Oy Mallitalo', 'Mallitie 8', 520, 3100, ['Taloyhtiö']),
  place('DEMO-B2', 'DEMO-B2-002', 'Asunto Oy Rivitalo', 'Rivikuja 2', 240, 900, ['Taloyhtiö']),
];

export interface DemoComposite {
  readonly compositeLocationIdentifier: string;
  readonly company: string;
  name: string;
  members: string[];
}

/** One composite to start with, so the composites page shows its table and the separate action. */
export const DEMO_COMPOSITES: DemoComposite[] = [
  { compositeLocationIdentifier: 'DEMO-B1-C1', company: 'DEMO-B1', name: 'Myymälät yhteensä', members: ['DEMO-B1-003', 'DEMO-B1-004'] },
];

export function placesOf(company: string): DemoCompanyPlace[] {
  return DEMO_COMPANY_PLACES.filter((p) => p.company === company);
}

export function companyOf(code: string): Company | undefined {
  return DEMO_COMPANIES.find((c) => c.customerCode === code);
}

/** kWh as the wire's decimal text with three decimals. */
export function kwhText(kwh: number): string {
  return kwh.toFixed(3);
}
