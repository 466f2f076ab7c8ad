import type { DemoAnswers } from '@portal/core';
import { addLocalDays, formatLocalDate, helsinkiParts } from '@portal/domain';
import { LIST_PAGE_SIZE, LIST_SORT_KEYS, type ListPlace, type ListSearchResponse, type ListSortKey, type ListSummaryResponse } from '../contract';
import type { ComparisonsResponse, InvoiceCheckRow } from '../contract/places';
import { companyOf, DEMO_COMPANIES, DEMO_COMPOSITES, kwhText, placesOf, type DemoCompanyPlace } from './demo/demoCompanyPlaces';
import {
  compositeWire,
  dayKwh,
  findComposite,
  findPlace,
  monthGraph,
  monthKwh,
  placeDetail,
  placeSummary,
  placesUnder,
  previousMonth,
} from './demo/demoPlaceAnswers';

/**
 * requirements §7 demo mode for the B2B pages (company place list, composites, reports, place detail) of demo
 * user 1000000: two business customers with a handful of places each. Writes (labels, place details,
 * composites) change in-memory copies until the tab reloads; the mass export is not answered (501).
 * Only the demo build loads this module (docs/demo-mode.md).
 */
const COMPANY = '/api/v2/b2b/company/:companyReferenceId/servicelocation/user/:userId';
const LOCATION = `${COMPANY}/location/:compositeLocationIdentifier`;
/** The demo's energy price for the cost estimates (€/kWh, VAT 0: 10 c/kWh). */
const DEMO_PRICE_EUR_PER_KWH = 0.1;

function listPlace(place: DemoCompanyPlace): ListPlace {
  const { company: _company, dailyKwh, floorAreaM2: _area, costCentre: _centre, ...wire } = place;
  return { ...wire, labels: [...wire.labels], consumptionLastMonthKwh: kwhText(monthKwh(dailyKwh, previousMonth())) };
}

function matches(place: DemoCompanyPlace, search: string | undefined, label: string | undefined): boolean {
  if (label && !place.labels.includes(label)) return false;
  if (!search) return true;
  const needle = search.toLowerCase();
  return [place.streetAddress, place.name, place.locationIdentifier, ...place.labels].some((text) => text.toLowerCase().includes(needle));
}

const sortValue: Record<ListSortKey, (p: ListPlace) => string | number> = {
  address: (p) => p.streetAddress,
  alertsTriggered: (p) => p.alertsTriggered,
  alertsEnabled: (p) => p.alertsEnabled,
  name: (p) => p.name,
  company: (p) => p.companyReferenceId ?? '',
  labels: (p) => p.labels.join(','),
  contentOrder: () => 0,
};

function listSummary(params: Record<string, string>): ListSummaryResponse | undefined {
  const company = companyOf(params.companyReferenceId ?? '');
  if (!company) return undefined;
  const sort = (LIST_SORT_KEYS as readonly string[]).includes(params.sort ?? '') ? (params.sort as ListSortKey) : 'address';
  const direction = params.direction === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  const all = placesOf(company.customerCode);
  const filtered = all.filter((p) => matches(p, params.search?.trim(), params.label)).map(listPlace);
  const key = sortValue[sort];
  filtered.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fi');
    return direction === 'asc' ? order : -order;
  });
  const month = previousMonth();
  const consumption = filtered.reduce((sum, p) => sum + Number(p.consumptionLastMonthKwh ?? '0'), 0);
  return {
    company,
    companies: [...DEMO_COMPANIES],
    page,
    pageSize: LIST_PAGE_SIZE,
    sort,
    direction,
    totals: { places: filtered.length, month, consumptionKwh: kwhText(consumption), costEur: (consumption * DEMO_PRICE_EUR_PER_KWH).toFixed(2) },
    places: filtered.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    labels: [...new Set(all.flatMap((p) => p.labels))].sort((a, b) => a.localeCompare(b, 'fi')),
  };
}

function listSearch(params: Record<string, string>): ListSearchResponse | undefined {
  if (!companyOf(params.companyReferenceId ?? '')) return undefined;
  const needle = (params.q ?? '').trim().toLowerCase();
  type Match = ListSearchResponse['matches'][number];
  const matchesOf = placesOf(params.companyReferenceId ?? '').flatMap((p): Match[] => {
    // The first field that matches names the reason, in the real route's order.
    const fields: [Match['matchedOn'], readonly string[]][] = [
      ['address', [p.streetAddress]],
      ['name', [p.name]],
      ['identifier', [p.locationIdentifier]],
      ['label', p.labels],
    ];
    const matchedOn = fields.find(([, texts]) => texts.some((text) => text.toLowerCase().includes(needle)))?.[0];
    return needle && matchedOn
      ? [{ locationIdentifier: p.locationIdentifier, name: p.name, streetAddress: p.streetAddress, city: p.city, matchedOn }]
      : [];
  });
  return { matches: matchesOf };
}

function changeLabels(params: Record<string, string>, body: unknown, add: boolean) {
  const place = findPlace(params.companyReferenceId ?? '', params.compositeLocationIdentifier ?? '');
  if (!place) return undefined;
  const labels = ((body as { labels?: unknown })?.labels ?? []) as unknown[];
  for (const raw of labels) {
    if (typeof raw !== 'string' || !raw.trim()) continue;
    const label = raw.trim().slice(0, 40);
    if (add && !place.labels.includes(label)) place.labels.push(label);
    if (!add) place.labels = place.labels.filter((l) => l !== label);
  }
  return { labels: [...place.labels] };
}

function comparisons(params: Record<string, string>): ComparisonsResponse | undefined {
  if (!companyOf(params.companyReferenceId ?? '')) return undefined;
  const year = Number(params.year) || new Date().getFullYear();
  const rows = placesOf(params.companyReferenceId ?? '').map((p) => {
    const months = Array.from({ length: 12 }, (_, i) => Math.round(monthKwh(p.dailyKwh, `${year}-${String(i + 1).padStart(2, '0')}`)));
    const totalKwh = months.reduce((a, b) => a + b, 0);
    return {
      locationIdentifier: p.locationIdentifier,
      name: p.name,
      totalKwh,
      floorAreaM2: p.floorAreaM2,
      kwhPerM2: p.floorAreaM2 ? Math.round((totalKwh / p.floorAreaM2) * 10) / 10 : null,
      months,
    };
  });
  const perM2 = rows.flatMap((r) => (r.kwhPerM2 === null ? [] : [r.kwhPerM2])).sort((a, b) => a - b);
  const median = perM2[Math.floor(perM2.length / 2)] ?? 0;
  const mad = [...perM2.map((v) => Math.abs(v - median))].sort((a, b) => a - b)[Math.floor(perM2.length / 2)] || 1;
  return {
    rows: rows.map((r) => {
      const deviation = r.kwhPerM2 === null ? null : Math.round(((r.kwhPerM2 - median) / mad) * 100) / 100;
      return { ...r, deviation, outlier: deviation !== null && Math.abs(deviation) >= 3 };
    }),
  };
}

/** One invoice per place and past month of the year; the warehouse's March invoice is off by a little. */
function invoiceCheck(params: Record<string, string>): { rows: InvoiceCheckRow[] } | undefined {
  if (!companyOf(params.companyReferenceId ?? '')) return undefined;
  const year = Number(params.year) || new Date().getFullYear();
  const last = previousMonth();
  const rows: InvoiceCheckRow[] = [];
  for (const p of placesOf(params.companyReferenceId ?? '').filter((place) => place.utilityType === 'ELECTRICITY')) {
    for (let m = 1; m <= 12; m += 1) {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      if (month > last) break;
      const metered = monthKwh(p.dailyKwh, month);
      const expected = metered * DEMO_PRICE_EUR_PER_KWH;
      const off = p.locationIdentifier.endsWith('-002') && m === 3 ? 12.5 : 0;
      rows.push({
        locationIdentifier: p.locationIdentifier,
        month,
        invoiceNumber: `DEMO-${p.locationIdentifier.slice(-3)}-${month}`,
        invoicedKwh: kwhText(metered),
        meteredKwh: kwhText(metered),
        invoicedAmount: (expected + off).toFixed(2),
        expectedAmount: expected.toFixed(2),
        difference: off.toFixed(2),
        status: off === 0 ? 'ok' : 'difference',
      });
    }
  }
  return { rows };
}

function compositeBody(body: unknown): { name: string; locationIdentifiers: string[] } | undefined {
  const { name, locationIdentifiers } = (body ?? {}) as { name?: unknown; locationIdentifiers?: unknown };
  if (typeof name !== 'string' || !name.trim() || !Array.isArray(locationIdentifiers)) return undefined;
  return { name: name.trim(), locationIdentifiers: locationIdentifiers.filter((id): id is string => typeof id === 'string') };
}

/** The real routes' 400 shape (core's ApiError): the code and the field at fault. */
const badRequest = (field: string) => Response.json({ code: 'BAD_REQUEST', message: `${field} is invalid`, field }, { status: 400 });

function createComposite(params: Record<string, string>, body: unknown) {
  const company = params.companyReferenceId ?? '';
  if (!companyOf(company)) return undefined;
  const parsed = compositeBody(body);
  if (!parsed) return badRequest('name');
  const places = parsed.locationIdentifiers.map((id) => findPlace(company, id));
  if (places.some((p) => !p)) return undefined;
  if (places.length < 2 || places.some((p) => p && placeSummary(p).isAlreadyACompositeLocation)) return badRequest('locationIdentifiers');
  const composite = {
    compositeLocationIdentifier: `DEMO-C-${Date.now().toString(36)}`,
    company,
    name: parsed.name,
    members: parsed.locationIdentifiers,
  };
  DEMO_COMPOSITES.push(composite);
  return Response.json(compositeWire(composite), { status: 201 });
}

function modifyComposite(params: Record<string, string>, body: unknown) {
  const company = params.companyReferenceId ?? '';
  const composite = findComposite(company, params.compositeLocationIdentifier ?? '');
  if (!composite) return undefined;
  const parsed = compositeBody(body);
  if (!parsed) return badRequest('name');
  if (parsed.locationIdentifiers.length < 2 || parsed.locationIdentifiers.some((id) => !findPlace(company, id)))
    return badRequest('locationIdentifiers');
  composite.name = parsed.name;
  composite.members = parsed.locationIdentifiers;
  return compositeWire(composite);
}

function separateComposite(params: Record<string, string>) {
  const index = DEMO_COMPOSITES.findIndex(
    (c) => c.company === params.companyReferenceId && c.compositeLocationIdentifier === params.compositeLocationIdentifier,
  );
  if (index < 0) return undefined;
  DEMO_COMPOSITES.splice(index, 1);
  return new Response(null, { status: 204 });
}

function setLocationDetails(params: Record<string, string>, body: unknown) {
  const company = params.companyReferenceId ?? '';
  const identifier = params.compositeLocationIdentifier ?? '';
  const place = findPlace(company, identifier);
  const composite = findComposite(company, identifier);
  if (!place && !composite) return undefined;
  const { name, floorAreaM2, costCentre } = (body ?? {}) as { name?: unknown; floorAreaM2?: unknown; costCentre?: unknown };
  if (name !== undefined && (typeof name !== 'string' || !name.trim())) return badRequest('name');
  if (floorAreaM2 !== undefined && floorAreaM2 !== null && (typeof floorAreaM2 !== 'number' || floorAreaM2 <= 0)) return badRequest('floorAreaM2');
  if (typeof name === 'string') (place ?? composite!).name = name.trim();
  if (place && (typeof floorAreaM2 === 'number' || floorAreaM2 === null)) place.floorAreaM2 = floorAreaM2;
  if (place && (typeof costCentre === 'string' || costCentre === null))
    place.costCentre = typeof costCentre === 'string' ? costCentre.trim() || null : null;
  return placeDetail(company, identifier);
}

/** Yesterday, the previous seven days and the previous month of a place or composite. */
function current(params: Record<string, string>) {
  const places = placesUnder(params.companyReferenceId ?? '', params.compositeLocationIdentifier ?? '');
  if (!places) return undefined;
  const { year, month, day } = helsinkiParts(new Date());
  const today = formatLocalDate({ year, month, day });
  const sumDays = (count: number) =>
    round3(
      places.reduce(
        (sum, p) => sum + Array.from({ length: count }, (_, i) => dayKwh(p.dailyKwh, addLocalDays(today, -1 - i))).reduce((a, b) => a + b, 0),
        0,
      ),
    );
  return {
    measurementDate: addLocalDays(today, -1),
    yesterdayKwh: sumDays(1),
    previousWeekKwh: sumDays(7),
    previousMonthKwh: round3(places.reduce((sum, p) => sum + monthKwh(p.dailyKwh, previousMonth()), 0)),
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function listCsv(params: Record<string, string>, body: unknown) {
  const filter = (body ?? {}) as { search?: string; label?: string };
  const summary = listSummary({ ...params, ...(filter.search ? { search: filter.search } : {}), ...(filter.label ? { label: filter.label } : {}) });
  if (!summary) return undefined;
  const lines = [
    'Käyttöpaikka;Nimi;Osoite;Kulutus edellinen kuukausi (kWh)',
    ...summary.places.map((p) => `${p.locationIdentifier};${p.name};${p.streetAddress};${(p.consumptionLastMonthKwh ?? '').replace('.', ',')}`),
  ];
  return { fileName: `kayttopaikat-${summary.company.customerCode}.csv`, csv: lines.join('\n') };
}

/** The composites page's selection CSV: one row per place and local day of the previous month. */
function selectionCsv(params: Record<string, string>, body: unknown) {
  const company = params.companyReferenceId ?? '';
  if (!companyOf(company)) return undefined;
  const ids = ((body as { locationIdentifiers?: unknown })?.locationIdentifiers ?? []) as unknown[];
  const places = ids.flatMap((id) => (typeof id === 'string' ? (findPlace(company, id) ?? []) : []));
  const graph = (p: DemoCompanyPlace) => monthGraph(company, p.locationIdentifier, `${previousMonth()}-01`)?.points ?? [];
  const lines = [
    'Käyttöpaikka;Alku;kWh',
    ...places.flatMap((p) => graph(p).map((point) => `${p.locationIdentifier};${point.start};${String(point.kwh).replace('.', ',')}`)),
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}

export const b2bDemoAnswers = {
  companySelections: { route: 'GET /api/v2/b2b/servicelocation/user/:userId/companies', answer: () => ({ companies: [...DEMO_COMPANIES] }) },
  listSummary: { route: `GET ${COMPANY}/listSummary`, answer: (params) => listSummary(params) },
  listSearch: { route: `GET ${COMPANY}/listSearch`, answer: (params) => listSearch(params) },
  listCsv: { route: `POST ${COMPANY}/csv`, answer: (params, body) => listCsv(params, body) },
  addLabels: { route: `PUT ${LOCATION}/addLabels`, answer: (params, body) => changeLabels(params, body, true) },
  removeLabels: { route: `PUT ${LOCATION}/removeLabels`, answer: (params, body) => changeLabels(params, body, false) },
  compositeEligible: {
    route: `GET ${COMPANY}/compositeEligible`,
    answer: (params) => {
      if (!companyOf(params.companyReferenceId ?? '')) return undefined;
      const plain = placesOf(params.companyReferenceId ?? '').map(placeSummary);
      return { places: plain.filter((p) => p.compositeLocationIdentifier === null) };
    },
  },
  compositeExisting: {
    route: `GET ${COMPANY}/compositeExisting`,
    answer: (params) =>
      companyOf(params.companyReferenceId ?? '')
        ? { composites: DEMO_COMPOSITES.filter((c) => c.company === params.companyReferenceId).map(compositeWire) }
        : undefined,
  },
  createCompositeLocation: { route: `POST ${COMPANY}/createCompositeLocation`, answer: (params, body) => createComposite(params, body) },
  modifyCompositeLocation: { route: `POST ${LOCATION}/modifyCompositeLocation`, answer: (params, body) => modifyComposite(params, body) },
  separateCompositeLocation: { route: `POST ${LOCATION}/separateCompositeLocation`, answer: (params) => separateComposite(params) },
  selectionCsv: { route: `PUT ${COMPANY}/csv`, answer: (params, body) => selectionCsv(params, body) },
  placeDetail: {
    route: `GET ${LOCATION}/detail`,
    answer: (params) => placeDetail(params.companyReferenceId ?? '', params.compositeLocationIdentifier ?? ''),
  },
  setLocationDetails: { route: `POST ${LOCATION}/setLocationDetails`, answer: (params, body) => setLocationDetails(params, body) },
  placeCurrent: { route: `GET ${LOCATION}/current`, answer: (params) => current(params) },
  placeGraph: {
    route: `GET ${LOCATION}/graph`,
    answer: (params) =>
      monthGraph(
        params.companyReferenceId ?? '',
        params.compositeLocationIdentifier ?? '',
        /^\d{4}-\d{2}-\d{2}$/.test(params.date ?? '') ? params.date! : `${previousMonth()}-01`,
      ),
  },
  listComparisons: { route: `GET ${COMPANY}/listComparisons`, answer: (params) => comparisons(params) },
  invoiceCheck: { route: `GET ${COMPANY}/invoiceCheck`, answer: (params) => invoiceCheck(params) },
} satisfies DemoAnswers;
