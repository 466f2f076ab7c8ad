import { ApiClientRef } from '@portal/core';
import {
  apiFailure,
  axeViolations,
  createFakeApiClient,
  renderWithPortal,
  substitute,
  testPlugin,
  translationKeyMismatches,
} from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ALERTS_API, type EnergyPriceAlert, type EnergyPriceReport } from '../../contract';
import { alertsPlugin } from '../../index';
import AlertsListPage from './AlertsListPage';
import PriceAlertsPage from './PriceAlertsPage';

const USER_ID = 'u-1';
const LIMIT: EnergyPriceAlert = { id: null, active: false, thresholdValue: null, bottomThresholdValue: null };
const REPORT: EnergyPriceReport = { id: null, active: false, emailNotifications: true, pushNotifications: false, unit: 'KWH', vat: 'VAT_24' };

function render(route: string, routes: Record<string, unknown>, flags: Record<string, boolean> = { priceLimit: true }) {
  const api = createFakeApiClient({
    'GET /api/v2/me': { priwattiUserId: USER_ID },
    [`GET ${ALERTS_API.places(USER_ID)}`]: { places: [] },
    [`GET ${ALERTS_API.energyPrice(USER_ID)}`]: LIMIT,
    [`GET ${ALERTS_API.energyPriceReport(USER_ID)}`]: REPORT,
    ...routes,
  } as Parameters<typeof createFakeApiClient>[0]);
  renderWithPortal(
    <Routes>
      <Route path="/halytykset" element={<AlertsListPage />} />
      <Route path="/halytykset/hinta" element={<PriceAlertsPage />} />
    </Routes>,
    { plugins: [alertsPlugin], flags, route, services: [substitute(ApiClientRef, api)] },
  );
  return api;
}

const puts = (api: ReturnType<typeof render>, path: string) => api.calls.filter((call) => call.method === 'PUT' && call.path === path);

describe('alerts manifest: the price page', () => {
  it('is a route only with the flag priceLimit', () => {
    const paths = (priceLimit: boolean) => testPlugin(alertsPlugin, { flags: { priceLimit } }).routes.map((route) => route.ref.defaultPath);
    expect(paths(true)).toContain('/halytykset/hinta');
    expect(paths(false)).not.toContain('/halytykset/hinta');
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(alertsPlugin)).toEqual([]);
  });
});

describe('/halytykset links to the price settings', () => {
  it('offers a labelled link when the flag priceLimit is on', async () => {
    render('/halytykset', {});
    expect(await screen.findByRole('link', { name: 'Muokkaa hälytyksiä: Sähkön hinta' })).toHaveAttribute('href', '/halytykset/hinta');
  });

  it('has no price card when the flag is off', async () => {
    render('/halytykset', {}, { priceLimit: false });
    expect(await screen.findByText('Sinulla ei ole käyttöpaikkoja, joille voi asettaa hälytyksiä.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Muokkaa hälytyksiä: Sähkön hinta' })).toBeNull();
  });
});

describe('/halytykset/hinta', () => {
  it('saves a price limit typed with a decimal comma, a negative lower limit included', async () => {
    const api = render('/halytykset/hinta', {
      [`PUT ${ALERTS_API.energyPrice(USER_ID)}`]: { id: 'a-1', active: true, thresholdValue: 15.5, bottomThresholdValue: -0.5 },
    });
    const form = await screen.findByRole('form', { name: 'Hintaraja' });
    await userEvent.click(within(form).getByLabelText('Hintaraja päällä'));
    await userEvent.type(within(form).getByLabelText('Yläraja (c/kWh)'), '15,5');
    await userEvent.type(within(form).getByLabelText('Alaraja (c/kWh)'), '−0,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Tallennettu.')).toBeInTheDocument();
    expect(puts(api, ALERTS_API.energyPrice(USER_ID)).map((call) => call.body)).toEqual([
      { active: true, thresholdValue: 15.5, bottomThresholdValue: -0.5 },
    ]);
  });

  it('has no axe violations with both forms loaded', async () => {
    render('/halytykset/hinta', {});
    await screen.findByRole('form', { name: 'Päivittäinen hintaraportti' });
    await screen.findByRole('form', { name: 'Hintaraja' });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the saved values with a decimal comma', async () => {
    render('/halytykset/hinta', {
      [`GET ${ALERTS_API.energyPrice(USER_ID)}`]: { id: 'a-1', active: true, thresholdValue: 20.25, bottomThresholdValue: null },
    });
    const form = await screen.findByRole('form', { name: 'Hintaraja' });
    // The form fills its fields from the answer in an effect after its first render with it.
    await waitFor(() => expect(within(form).getByLabelText('Yläraja (c/kWh)')).toHaveValue('20,25'));
    expect(within(form).getByLabelText('Hintaraja päällä')).toBeChecked();
  });

  it('names each wrong field next to it, focuses the first and sends nothing', async () => {
    const api = render('/halytykset/hinta', {});
    const form = await screen.findByRole('form', { name: 'Hintaraja' });
    const top = within(form).getByLabelText('Yläraja (c/kWh)');
    await userEvent.type(top, 'kallis');
    await userEvent.type(within(form).getByLabelText('Alaraja (c/kWh)'), '-60');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    // Each message next to its own field (and both in the summary above the form).
    expect(await within(form).findByText('Korjaa nämä kohdat')).toBeInTheDocument();
    expect(top).toHaveAccessibleDescription(expect.stringContaining('Kirjoita luku, esimerkiksi 30,5.'));
    expect(within(form).getByLabelText('Alaraja (c/kWh)')).toHaveAccessibleDescription(
      expect.stringContaining('Anna hinta väliltä −50 ja 1000 c/kWh.'),
    );
    // Two problems: the summary takes focus (GOV.UK pattern) and its links lead to the fields.
    const summary = within(form).getByText('Korjaa nämä kohdat').closest('[tabindex]');
    expect(summary).toHaveFocus();
    await userEvent.click(within(summary as HTMLElement).getByRole('link', { name: 'Kirjoita luku, esimerkiksi 30,5.' }));
    expect(top).toHaveFocus();
    expect(puts(api, ALERTS_API.energyPrice(USER_ID))).toEqual([]);
  });

  it('refuses a lower limit that is not below the upper one', async () => {
    const api = render('/halytykset/hinta', {});
    const form = await screen.findByRole('form', { name: 'Hintaraja' });
    await userEvent.type(within(form).getByLabelText('Yläraja (c/kWh)'), '5');
    await userEvent.type(within(form).getByLabelText('Alaraja (c/kWh)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Alarajan pitää olla pienempi kuin yläraja.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Alaraja (c/kWh)')).toHaveFocus();
    expect(puts(api, ALERTS_API.energyPrice(USER_ID))).toEqual([]);
  });

  it('saves the daily report with push, €/MWh and VAT 0 chosen from the keyboard', async () => {
    const api = render('/halytykset/hinta', {
      [`PUT ${ALERTS_API.energyPriceReport(USER_ID)}`]: {
        id: 'r-1',
        active: true,
        emailNotifications: true,
        pushNotifications: true,
        unit: 'MWH',
        vat: 'VAT_0',
      },
    });
    const form = await screen.findByRole('form', { name: 'Päivittäinen hintaraportti' });
    await userEvent.click(within(form).getByLabelText('Hintaraportti päällä'));
    await userEvent.click(within(form).getByLabelText('Puhelimen ilmoitus'));
    const unit = within(form).getByRole('radiogroup', { name: 'Yksikkö' });
    within(unit).getByRole('radio', { name: 'c/kWh' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(unit).getByRole('radio', { name: '€/MWh' })).toBeChecked();
    await userEvent.click(within(within(form).getByRole('radiogroup', { name: 'Arvonlisävero' })).getByRole('radio', { name: 'Alv 0 %' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Tallennettu.')).toBeInTheDocument();
    expect(puts(api, ALERTS_API.energyPriceReport(USER_ID)).map((call) => call.body)).toEqual([
      { active: true, emailNotifications: true, pushNotifications: true, unit: 'MWH', vat: 'VAT_0' },
    ]);
  });

  it('asks for a channel when the report is on without one', async () => {
    const api = render('/halytykset/hinta', {});
    const form = await screen.findByRole('form', { name: 'Päivittäinen hintaraportti' });
    await userEvent.click(within(form).getByLabelText('Hintaraportti päällä'));
    const email = within(form).getByLabelText('Sähköposti');
    await userEvent.click(email);
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Valitse sähköposti tai puhelimen ilmoitus, kun raportti on päällä.');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Valitse sähköposti tai puhelimen ilmoitus, kun raportti on päällä.');
    expect(puts(api, ALERTS_API.energyPriceReport(USER_ID))).toEqual([]);
  });

  it('shows an error with a retry for a form that cannot be loaded, and the other form still works', async () => {
    render('/halytykset/hinta', {
      [`GET ${ALERTS_API.energyPrice(USER_ID)}`]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByText('Hinta-asetusten hakeminen epäonnistui.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Päivittäinen hintaraportti' })).toBeInTheDocument();
  });
});
