import { apiFailure, axeViolations, type FakeApiCall, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeseriesResponse } from '../../contract';
import { contentAnswer, feature, heatSummaryAnswer, heatTimeseriesAnswer, meAnswer, paths } from '../testing/consumptionFixtures';
import { callsTo, renderConsumptionPage } from '../testing/renderConsumptionPage';
import DistrictHeatingPage from './DistrictHeatingPage';

const DH_SERIES = '/districtheating/timeseries';

/** Answers like the server: € only for unit=EUR, the temperature overlay only when asked for. */
function heatSeries(call: FakeApiCall): TimeseriesResponse {
  const unit = call.query?.unit === 'EUR' ? 'EUR' : 'kWh';
  const withTemperature = String(call.query?.overlays ?? '').includes('temperature');
  const answer = heatTimeseriesAnswer(
    unit,
    withTemperature ? [{ overlay: 'temperature', unit: 'CELSIUS', values: Array.from({ length: 31 }, (_, i) => -5 + i / 2), period: null }] : [],
  );
  return call.query?.mode === 'year' ? { ...answer, mode: 'year' } : answer;
}

function renderPage(options: { flags?: Record<string, boolean>; series?: FakeApiRoutes[string] } = {}) {
  return renderConsumptionPage(
    DistrictHeatingPage,
    '/kaukolampo',
    {
      [paths.me]: meAnswer,
      [paths.content]: contentAnswer([feature('districtHeatingConsumption')]),
      [paths.details]: { vat: true },
      [paths.dhSummary]: heatSummaryAnswer(),
      [paths.dhTimeseries]: options.series ?? heatSeries,
    },
    { districtHeatingConsumption: true, ...options.flags },
  );
}

const chart = () => screen.findByRole('img', { name: /^Kulutus \(kWh\) Joulukuu 2024: yhteensä vähintään/ });

describe('district heating page chart', () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the previous month's daily heat energy with the outdoor temperature, estimated and missing days marked", async () => {
    const { api } = renderPage();
    const image = await chart();
    expect(image).toHaveAttribute('data-points', '31');
    expect(screen.getByRole('heading', { level: 2, name: 'Lämmönkulutus Joulukuu 2024' })).toBeInTheDocument();
    expect(callsTo(api, DH_SERIES)[0]?.query).toMatchObject({
      mode: 'month',
      start: '2024-12-01',
      unit: 'kWh',
      vat: 'VAT_24',
      overlays: 'temperature',
    });
    const legend = screen.getByRole('list', { name: 'Kulutus (kWh)' });
    expect(legend).toHaveTextContent('Arvioitu');
    expect(legend).toHaveTextContent('Puuttuu');
    expect(legend).toHaveTextContent('Ulkolämpötila (°C)');
    // Totals over the full data (60 + … + 90 kWh without day 10's 69), the missing day making it a lower bound.
    expect(screen.getByTestId('total-energy')).toHaveTextContent('2 256,00 kWh');
    expect(screen.getByText(/Osa jakson tiedoista puuttuu \(24 \/ 744 jaksoa\)/)).toBeInTheDocument();
    // The facts and class scales are still there, under their own heading.
    expect(await screen.findByRole('region', { name: 'Energia ja lämpötilat Joulukuu 2024' })).toHaveTextContent('2,600 MWh');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for monthly bars of the year in year mode and drops the temperature when unticked', async () => {
    const { api } = renderPage();
    await chart();
    await userEvent.click(screen.getByRole('radio', { name: 'Vuosi' }));
    await waitFor(() => expect(callsTo(api, DH_SERIES).at(-1)?.query).toMatchObject({ mode: 'year' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ulkolämpötila' }));
    await waitFor(() => expect(callsTo(api, DH_SERIES).at(-1)?.query?.overlays).toBeUndefined());
  });

  it('lists the same days in a table, estimated and missing named, with the temperature column', async () => {
    renderPage();
    await chart();
    await userEvent.click(screen.getByRole('button', { name: 'Näytä taulukkona' }));
    const table = screen.getByRole('table', { name: 'Kulutus (kWh) Joulukuu 2024' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(32);
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Ulkolämpötila (°C)');
    expect(rows[5]).toHaveTextContent('Arvioitu');
    expect(rows[10]).toHaveTextContent('ei tietoa');
    expect(rows[10]).toHaveTextContent('Puuttuu');
    expect(rows[31]).toHaveTextContent('31.12.2024 00:00');
    expect(rows[31]).toHaveTextContent('31.12.2024 24:00');
  });

  it('offers euros only with the consumptionInEuros flag', async () => {
    renderPage();
    await chart();
    expect(screen.queryByRole('button', { name: 'Hinta (€)' })).not.toBeInTheDocument();
  });

  it('switches to euros when the flag is on, asking the server for them', async () => {
    const { api } = renderPage({ flags: { consumptionInEuros: true } });
    await chart();
    await userEvent.click(screen.getByRole('radio', { name: 'Hinta (€)' }));
    await waitFor(() => expect(callsTo(api, DH_SERIES).at(-1)?.query).toMatchObject({ unit: 'EUR' }));
    expect(await screen.findByRole('img', { name: /^Hinta \(€\) Joulukuu 2024/ })).toBeInTheDocument();
    // 2 256 kWh × 0,098 €/kWh
    expect(screen.getByTestId('total-cost')).toHaveTextContent('221,09 €');
  });

  it('downloads the shown days as a CSV named for district heating', async () => {
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderPage();
    await chart();
    await userEvent.click(screen.getByRole('button', { name: 'Lataa CSV näytetyistä tiedoista' }));
    expect(fileName).toBe('kaukolampo-LP-100-2024-12-01-month.csv');
  });

  it('says so when the period has no data', async () => {
    renderPage({
      series: (call: FakeApiCall) => ({ ...heatSeries(call), points: [], totals: { ...heatSeries(call).totals, expectedIntervals: 0 } }),
    });
    expect(await screen.findByText('Valitulta jaksolta ei ole kulutustietoja.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    renderPage({
      series: (call: FakeApiCall) => {
        if (fail) throw apiFailure(500, 'INTERNAL');
        return heatSeries(call);
      },
    });
    const chartSection = await screen.findByRole('region', { name: 'Lämmönkulutus Joulukuu 2024' });
    expect(await within(chartSection).findByRole('alert')).toHaveTextContent('Kulutustietojen lataaminen epäonnistui.');
    fail = false;
    await userEvent.click(within(chartSection).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await chart()).toBeInTheDocument();
  });
});
