import { ApiClientRef } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute, type FakeApiCall } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumptionPlugin } from '../../index';
import { contentAnswer, feature, meAnswer, paths, PLACE_ID, timeseriesAnswer } from '../testing/consumptionFixtures';
import ElectricityConsumptionPage from './ElectricityConsumptionPage';

function renderPage(options: { flags?: Record<string, boolean>; placeVat?: boolean; features?: ReturnType<typeof feature>[] } = {}) {
  const api = createFakeApiClient({
    [paths.me]: meAnswer,
    [paths.content]: contentAnswer(options.features ?? [feature('consumption')]),
    [paths.details]: { vat: options.placeVat ?? true },
    [paths.timeseries]: (call: FakeApiCall) => timeseriesAnswer({}, call.query?.unit === 'EUR' ? 'EUR' : 'kWh'),
  });
  const result = renderWithPortal(
    <Routes>
      <Route path="/kulutus/:locationIdentifier" element={<ElectricityConsumptionPage />} />
    </Routes>,
    {
      plugins: [consumptionPlugin],
      flags: { consumption: true, ...options.flags },
      route: `/kulutus/${PLACE_ID}`,
      services: [substitute(ApiClientRef, api)],
    },
  );
  return { ...result, api };
}

const timeseriesCalls = (api: ReturnType<typeof createFakeApiClient>) => api.calls.filter((c) => c.path.endsWith('/electricity/timeseries'));

describe('electricity consumption page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the chart for the chosen mode with the server totals and percent change', async () => {
    const { api } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan');
    expect(await screen.findByRole('img', { name: /Kulutus \(kWh\) 14\.1\.2025: yhteensä vähintään/ })).toBeInTheDocument();
    expect(screen.getByTestId('total-change')).toHaveTextContent('+25,00');
    expect(screen.getByText(/Osa jakson tiedoista puuttuu \(4 \/ 96 jaksoa\)/)).toBeInTheDocument();
    expect(timeseriesCalls(api)[0]?.query).toMatchObject({ mode: 'day', start: '2025-01-14', unit: 'kWh', vat: 'VAT_24' });

    await userEvent.click(screen.getByRole('radio', { name: 'Päivä (15 min)' }));
    await waitFor(() => expect(timeseriesCalls(api).at(-1)?.query).toMatchObject({ mode: 'dayQuarterly' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Kuukausi' }));
    await waitFor(() => expect(timeseriesCalls(api).at(-1)?.query).toMatchObject({ mode: 'month' }));
    // requirements §9: months page by 6.
    const picker = screen.getByRole('group', { name: 'Valitse jakso' });
    expect(within(picker).getAllByRole('button', { name: /20\d\d$/ })).toHaveLength(6);
  });

  it('offers the € view only with the consumptionInEuros flag', async () => {
    renderPage();
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: 'Hinta (€)' })).not.toBeInTheDocument();
  });

  it('switches between kWh and € when the flag is on, asking the server for euros', async () => {
    const { api } = renderPage({ flags: { consumptionInEuros: true } });
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('radio', { name: 'Hinta (€)' }));
    await waitFor(() => expect(timeseriesCalls(api).at(-1)?.query).toMatchObject({ unit: 'EUR' }));
    expect(await screen.findByTestId('total-cost')).toHaveTextContent('€');
    expect(screen.getByRole('radio', { name: 'Hinta (€)' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows VAT 0 first when the place says so', async () => {
    const { api } = renderPage({ placeVat: false });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Alv 0 %' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(timeseriesCalls(api).at(-1)?.query).toMatchObject({ vat: 'VAT_0' }));
  });

  it('shows the same rows as a table, with estimated and missing rows named and midnight as 24:00', async () => {
    renderPage();
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Näytä taulukkona' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[4]).toHaveTextContent('Arvioitu');
    expect(rows[6]).toHaveTextContent('ei tietoa');
    expect(rows[6]).toHaveTextContent('Puuttuu');
    expect(rows[24]).toHaveTextContent('14.01.2025 24:00');
  });

  it('downloads exactly the shown rows as a Finnish CSV', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Lataa CSV näytetyistä tiedoista' }));
    // jsdom's Blob has no arrayBuffer(); FileReader reads the raw bytes (to see the BOM).
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob!);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Alkuaika;Loppuaika;Kulutus (kWh);Laatu');
    expect(lines[1]).toBe('14.01.2025 00:00;14.01.2025 01:00;1,00;mitattu');
    expect(lines[6]).toBe('14.01.2025 05:00;14.01.2025 06:00;;puuttuu');
    expect(lines[24]).toBe('14.01.2025 23:00;14.01.2025 24:00;3,30;mitattu');
  });

  it('offers the reactive power overlay only with its flag and asks for the chosen overlays', async () => {
    const { api } = renderPage({ flags: { reactivePower: true }, features: [feature('consumption'), feature('reactivePower')] });
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ulkolämpötila' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loisteho' }));
    await waitFor(() => expect(timeseriesCalls(api).at(-1)?.query).toMatchObject({ overlays: 'reactivePower,temperature' }));
  });

  it('has no reactive power overlay where the place does not measure it, even with the flag on', async () => {
    renderPage({ flags: { reactivePower: true } });
    await screen.findByRole('img');
    expect(screen.getByRole('checkbox', { name: 'Pörssihinta' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Loisteho' })).toBeNull();
  });

  it('has no reactive power overlay without its flag', async () => {
    renderPage();
    await screen.findByRole('img');
    expect(screen.getByRole('checkbox', { name: 'Pörssihinta' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Loisteho' })).not.toBeInTheDocument();
  });

  it('says so when the place has no consumption feature, and asks nothing', async () => {
    const { api } = renderPage({ features: [] });
    expect(await screen.findByText('Kulutustiedot eivät ole käytettävissä tällä käyttöpaikalla.')).toBeInTheDocument();
    expect(timeseriesCalls(api)).toHaveLength(0);
  });

  it('shows an error with a retry when the series fails', async () => {
    const api = createFakeApiClient({
      [paths.me]: meAnswer,
      [paths.content]: contentAnswer([feature('consumption')]),
      [paths.details]: { vat: true },
    });
    renderWithPortal(
      <Routes>
        <Route path="/kulutus/:locationIdentifier" element={<ElectricityConsumptionPage />} />
      </Routes>,
      { plugins: [consumptionPlugin], flags: { consumption: true }, route: `/kulutus/${PLACE_ID}`, services: [substitute(ApiClientRef, api)] },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Kulutustietojen lataaminen epäonnistui.');
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });
});
