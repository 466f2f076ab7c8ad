import { addLocalDays, helsinkiParts, localDayStartUtc, parseLocalDate, formatLocalDate } from '@portal/domain';
import type { CompositeWire, PlaceDetail, PlaceSummary } from '../../contract/places';
import { DEMO_COMPOSITES, DEMO_COMPANY_PLACES, type DemoCompanyPlace, type DemoComposite } from './demoCompanyPlaces';

/**
 * The shapes the place, composite and report answers share, built from the in-memory demo places
 * (requirements §7 demo mode, only in the demo build). A place's consumption is its average day with a small
 * weekday/season swing, so months and years add up the same way on every page.
 */

/** The previous Helsinki month as YYYY-MM (the list totals' month). */
export function previousMonth(now: Date = new Date()): string {
  const { year, month } = helsinkiParts(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** kWh of one local day: a winter-heavy season swing and quieter weekends. */
export function dayKwh(dailyKwh: number, date: string): number {
  const { month } = parseLocalDate(date);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const season = 1 + 0.3 * Math.cos(((month - 1) / 12) * 2 * Math.PI);
  const week = weekday === 0 || weekday === 6 ? 0.7 : 1.08;
  return Math.round(dailyKwh * season * week * 1000) / 1000;
}

/** The local days of the month that `date` (YYYY-MM-DD) falls in. */
export function daysOfMonth(date: string): string[] {
  const { year, month } = parseLocalDate(date);
  const days: string[] = [];
  for (let day = formatLocalDate({ year, month, day: 1 }); parseLocalDate(day).month === month; day = addLocalDays(day, 1)) days.push(day);
  return days;
}

export function monthKwh(dailyKwh: number, yearMonth: string): number {
  return daysOfMonth(`${yearMonth}-01`).reduce((sum, day) => sum + dayKwh(dailyKwh, day), 0);
}

export function findPlace(company: string, identifier: string): DemoCompanyPlace | undefined {
  return DEMO_COMPANY_PLACES.find((p) => p.company === company && p.locationIdentifier === identifier);
}

export function findComposite(company: string, identifier: string): DemoComposite | undefined {
  return DEMO_COMPOSITES.find((c) => c.company === company && c.compositeLocationIdentifier === identifier);
}

function compositeOfPlace(place: DemoCompanyPlace): DemoComposite | undefined {
  return DEMO_COMPOSITES.find((c) => c.company === place.company && c.members.includes(place.locationIdentifier));
}

export function placeSummary(place: DemoCompanyPlace): PlaceSummary {
  const composite = compositeOfPlace(place);
  return {
    locationIdentifier: place.locationIdentifier,
    name: place.name,
    address: `${place.streetAddress}, ${place.postalCode} ${place.city}`,
    utilityType: place.utilityType,
    compositeLocationIdentifier: composite?.compositeLocationIdentifier ?? null,
    isNotACompositeLocation: true,
    isAlreadyACompositeLocation: composite !== undefined,
  };
}

export function compositeWire(composite: DemoComposite): CompositeWire {
  const members = composite.members.flatMap((id) => {
    const found = findPlace(composite.company, id);
    return found ? [placeSummary(found)] : [];
  });
  return {
    compositeLocationIdentifier: composite.compositeLocationIdentifier,
    name: composite.name,
    utilityType: members[0]?.utilityType ?? 'ELECTRICITY',
    members,
  };
}

/** The places of a composite, or the one place itself: what a location-level answer sums over. */
export function placesUnder(company: string, identifier: string): DemoCompanyPlace[] | undefined {
  const composite = findComposite(company, identifier);
  if (composite) return composite.members.flatMap((id) => findPlace(company, id) ?? []);
  const found = findPlace(company, identifier);
  return found ? [found] : undefined;
}

export function placeDetail(company: string, identifier: string): PlaceDetail | undefined {
  const composite = findComposite(company, identifier);
  if (composite) {
    const wire = compositeWire(composite);
    const areas = wire.members.map((m) => findPlace(company, m.locationIdentifier)?.floorAreaM2 ?? 0);
    return {
      compositeLocationIdentifier: identifier,
      name: wire.name,
      utilityType: wire.utilityType,
      accessRight: 'FULL_ACCESS',
      members: wire.members,
      floorAreaM2: areas.reduce((a, b) => a + b, 0) || null,
      costCentre: null,
      buildingType: 'CompanyBuilding',
      isNotACompositeLocation: false,
      isAlreadyACompositeLocation: false,
    };
  }
  const found = findPlace(company, identifier);
  if (!found) return undefined;
  const summary = placeSummary(found);
  return {
    compositeLocationIdentifier: identifier,
    name: found.name,
    utilityType: found.utilityType,
    accessRight: found.accessRight,
    members: [],
    floorAreaM2: found.floorAreaM2,
    costCentre: found.costCentre,
    buildingType: 'CompanyBuilding',
    isNotACompositeLocation: true,
    isAlreadyACompositeLocation: summary.isAlreadyACompositeLocation,
  };
}

/** The month graph (one point per local day, unit P1D) of a place or composite. */
export function monthGraph(company: string, identifier: string, date: string) {
  const places = placesUnder(company, identifier);
  if (!places) return undefined;
  const points = daysOfMonth(date).map((day) => ({
    start: localDayStartUtc(day).toISOString(),
    end: localDayStartUtc(addLocalDays(day, 1)).toISOString(),
    kwh: Math.round(places.reduce((sum, p) => sum + dayKwh(p.dailyKwh, day), 0) * 1000) / 1000,
    missingIntervals: 0,
    estimatedIntervals: 0,
  }));
  const total = points.reduce((sum, p) => sum + (p.kwh ?? 0), 0);
  return { compositeLocationIdentifier: identifier, unit: 'P1D' as const, totalKwh: total.toFixed(4), points };
}
