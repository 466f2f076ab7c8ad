import { describe, expect, it } from 'vitest';
import {
  companiesResponseSchema,
  labelsResponseSchema,
  listCsvResponseSchema,
  listSearchResponseSchema,
  listSummaryResponseSchema,
} from '../contract';
import {
  comparisonsResponseSchema,
  compositeEligibleResponseSchema,
  compositeExistingResponseSchema,
  compositeSchema,
  currentResponseSchema,
  graphResponseSchema,
  invoiceCheckResponseSchema,
  placeDetailSchema,
} from '../contract/places';
import { b2bDemoAnswers as answers } from './demoAnswers';

const company = { companyReferenceId: 'DEMO-B1', userId: '1000000' };
const at = (identifier: string) => ({ ...company, compositeLocationIdentifier: identifier });

describe('b2b demo answers', () => {
  it('answer the company selections in the real shape', () => {
    const { companies } = companiesResponseSchema.parse(answers.companySelections.answer());
    expect(companies.map((c) => c.customerCode)).toEqual(['DEMO-B1', 'DEMO-B2']);
  });

  it('answer a list page filtered, sorted and totalled, and 404 for a foreign company', () => {
    const list = listSummaryResponseSchema.parse(answers.listSummary.answer({ ...company, sort: 'name', direction: 'desc' }));
    expect(list.places.map((p) => p.name)).toEqual(
      ['Varasto Vantaa', 'Pääkonttorin lämpö', 'Pääkonttori', 'Myymälä Kamppi', 'Myymälä Itis'].sort((a, b) => b.localeCompare(a, 'fi')),
    );
    expect(list.totals.places).toBe(5);
    expect(Number(list.totals.consumptionKwh)).toBeCloseTo(
      list.places.reduce((s, p) => s + Number(p.consumptionLastMonthKwh), 0),
      2,
    );
    const labelled = listSummaryResponseSchema.parse(answers.listSummary.answer({ ...company, label: 'Myymälä' }));
    expect(labelled.places.map((p) => p.locationIdentifier)).toEqual(['DEMO-B1-003', 'DEMO-B1-004']);
    expect(answers.listSummary.answer({ ...company, companyReferenceId: 'OTHER' })).toBeUndefined();
  });

  it('answer the search suggestions with the field that matched', () => {
    const { matches } = listSearchResponseSchema.parse(answers.listSearch.answer({ ...company, q: 'vantaa' }));
    expect(matches).toEqual([expect.objectContaining({ locationIdentifier: 'DEMO-B1-002', matchedOn: 'name' })]);
  });

  it('add and remove labels on the in-memory copy', () => {
    expect(labelsResponseSchema.parse(answers.addLabels.answer(at('DEMO-B1-001'), { labels: ['Uusi'] })).labels).toContain('Uusi');
    expect(labelsResponseSchema.parse(answers.removeLabels.answer(at('DEMO-B1-001'), { labels: ['Uusi'] })).labels).not.toContain('Uusi');
    expect(answers.addLabels.answer(at('NOPE'), { labels: ['x'] })).toBeUndefined();
  });

  it('answer the list CSV with the places as rows', () => {
    const file = listCsvResponseSchema.parse(answers.listCsv.answer(company, { language: 'fi' }));
    expect(file.csv.split('\n')).toHaveLength(6);
  });

  it('answer composites: existing, eligible, create, modify and separate', async () => {
    const existing = compositeExistingResponseSchema.parse(answers.compositeExisting.answer(company));
    expect(existing.composites.map((c) => c.members.length)).toEqual([2]);
    const eligible = compositeEligibleResponseSchema.parse(answers.compositeEligible.answer(company));
    expect(eligible.places.map((p) => p.locationIdentifier)).toEqual(['DEMO-B1-001', 'DEMO-B1-002', 'DEMO-B1-005']);

    const created = answers.createCompositeLocation.answer(company, { name: 'Uusi', locationIdentifiers: ['DEMO-B1-001', 'DEMO-B1-002'] });
    expect(created).toBeInstanceOf(Response);
    expect((created as Response).status).toBe(201);
    const composite = compositeSchema.parse(await (created as Response).json());
    expect((answers.createCompositeLocation.answer(company, { name: 'Liian pieni', locationIdentifiers: ['DEMO-B1-005'] }) as Response).status).toBe(
      400,
    );

    const modified = compositeSchema.parse(
      answers.modifyCompositeLocation.answer(at(composite.compositeLocationIdentifier), {
        name: 'Muutettu',
        locationIdentifiers: ['DEMO-B1-001', 'DEMO-B1-005'],
      }),
    );
    expect(modified.name).toBe('Muutettu');
    expect((answers.separateCompositeLocation.answer(at(composite.compositeLocationIdentifier)) as Response).status).toBe(204);
    expect(compositeExistingResponseSchema.parse(answers.compositeExisting.answer(company)).composites).toHaveLength(1);
    expect(answers.separateCompositeLocation.answer(at(composite.compositeLocationIdentifier))).toBeUndefined();
  });

  it('answer the composites page CSV as text', async () => {
    const response = answers.selectionCsv.answer(company, { locationIdentifiers: ['DEMO-B1-001'] }) as Response;
    expect((await response.text()).split('\n')[1]).toMatch(/^DEMO-B1-001;/);
  });

  it('answer a place and a composite: detail, current, month graph, details write', () => {
    const detail = placeDetailSchema.parse(answers.placeDetail.answer(at('DEMO-B1-001')));
    expect(detail.floorAreaM2).toBe(1200);
    const composite = placeDetailSchema.parse(answers.placeDetail.answer(at('DEMO-B1-C1')));
    expect(composite.members).toHaveLength(2);
    expect(composite.isNotACompositeLocation).toBe(false);
    expect(answers.placeDetail.answer(at('NOPE'))).toBeUndefined();

    const current = currentResponseSchema.parse(answers.placeCurrent.answer(at('DEMO-B1-C1')));
    expect(current.previousWeekKwh).toBeGreaterThan(current.yesterdayKwh ?? Infinity);

    // A DST month: 31 local days, the last Sunday of March 23 hours long.
    const graph = graphResponseSchema.parse(answers.placeGraph.answer({ ...at('DEMO-B1-001'), mode: 'month', date: '2026-03-01' }));
    expect(graph.points).toHaveLength(31);
    expect(graph.points[0]?.start).toBe('2026-02-28T22:00:00.000Z');
    expect(graph.points[30]?.end).toBe('2026-03-31T21:00:00.000Z');
    expect(Number(graph.totalKwh)).toBeCloseTo(
      graph.points.reduce((s, p) => s + (p.kwh ?? 0), 0),
      3,
    );

    const saved = placeDetailSchema.parse(answers.setLocationDetails.answer(at('DEMO-B1-003'), { floorAreaM2: 500, costCentre: 'K-1' }));
    expect([saved.floorAreaM2, saved.costCentre]).toEqual([500, 'K-1']);
    expect((answers.setLocationDetails.answer(at('DEMO-B1-003'), { floorAreaM2: -1 }) as Response).status).toBe(400);
  });

  it('answer the reports: comparisons per m² with twelve months, invoice check rows', () => {
    const { rows } = comparisonsResponseSchema.parse(answers.listComparisons.answer({ ...company, by: 'kwhPerM2', year: '2025' }));
    expect(rows).toHaveLength(5);
    expect(rows[0]?.totalKwh).toBe(rows[0]?.months.reduce((a, b) => a + b, 0));
    const check = invoiceCheckResponseSchema.parse(answers.invoiceCheck.answer({ ...company, year: '2025' }));
    expect(check.rows.filter((r) => r.status === 'difference').map((r) => r.invoiceNumber)).toEqual(['DEMO-002-2025-03']);
  });
});
