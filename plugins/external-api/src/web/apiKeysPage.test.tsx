import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import type { ApiKey, ApiKeysResponse } from '../contract/apiKeys';
import { EXTERNAL_API_API } from '../contract/paths';
import { externalApiPlugin } from '../index';
import ApiKeysPage from './pages/ApiKeysPage';

/** Component tests run in jsdom: `npx vitest run plugins/external-api/src/web`. */
const USER = 'u-1';
const COMPANY = '1500001';
const KEY: ApiKey = {
  id: 'k-1',
  companyReferenceId: COMPANY,
  name: 'Kiinteistöjärjestelmä',
  prefix: 'vpk_AbCdEfGh',
  createdAt: '2026-01-10T08:00:00.000Z',
  lastUsedAt: null,
  expiresOn: null,
  revokedAt: null,
};
const KEYS: ApiKeysResponse = { companies: [{ companyReferenceId: COMPANY, name: 'Kiinteistö Pohjanmaa Oy' }], keys: [KEY] };
const SECRET = `vpk_${'x'.repeat(43)}`;

const renderPage = (routes: FakeApiRoutes) =>
  renderWithPortal(<ApiKeysPage />, { plugins: [externalApiPlugin], flags: { locations: true }, userId: USER, api: routes });

describe('external-api manifest', () => {
  it('contributes its page and a main-user-only menu step only to B2B with the locations flag', () => {
    const on = testPlugin(externalApiPlugin, { flags: { locations: true }, mode: 'B2B' });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/api-avaimet']);
    expect(on.menu.map((step) => step.id)).toEqual(['external-api.menu']);
    expect(externalApiPlugin.menu?.[0]?.shownWhen).toBeTypeOf('function');
    const b2c = testPlugin(externalApiPlugin, { flags: { locations: true }, mode: 'B2C' });
    expect([b2c.routes, b2c.menu]).toEqual([[], []]);
    const off = testPlugin(externalApiPlugin, { flags: { locations: false }, mode: 'B2B' });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(externalApiPlugin)).toEqual([]);
  });
});

describe('API keys page', () => {
  it("lists the company's keys with no accessibility violations", async () => {
    renderPage({ [`GET ${EXTERNAL_API_API.keys(USER)}`]: KEYS });
    expect(screen.getByRole('heading', { level: 1, name: 'API-avaimet' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Kiinteistöjärjestelmä/ });
    expect(within(row).getByText('Ei koskaan')).toBeInTheDocument();
    expect(within(row).getByText('Toistaiseksi')).toBeInTheDocument();
    expect(within(row).getByText('10.01.2026 10:00')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a new key once, with a copy button, and then never again', async () => {
    const posted: unknown[] = [];
    renderPage({
      [`GET ${EXTERNAL_API_API.keys(USER)}`]: { ...KEYS, keys: [] },
      [`POST ${EXTERNAL_API_API.createKey(COMPANY, USER)}`]: (request) => {
        posted.push(request.body);
        return { key: { ...KEY, name: 'Raportointi' }, secret: SECRET };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Luo avain' }));
    expect(await screen.findByText('Anna avaimelle nimi.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Avaimen nimi/), 'Raportointi');
    await userEvent.click(screen.getByRole('button', { name: 'Luo avain' }));
    expect(await screen.findByRole('heading', { name: 'Avain luotu: Raportointi' })).toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Raportointi', expiresOn: null }]);
    expect(screen.getByLabelText('API-avain')).toHaveValue(SECRET);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Kopioi avain' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Avain kopioitu leikepöydälle.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Olen tallentanut avaimen' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key after a confirmation', async () => {
    const deleted: string[] = [];
    renderPage({
      [`GET ${EXTERNAL_API_API.keys(USER)}`]: KEYS,
      [`DELETE ${EXTERNAL_API_API.revokeKey(COMPANY, USER, KEY.id)}`]: () => {
        deleted.push(KEY.id);
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Poista käytöstä: Kiinteistöjärjestelmä' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Poistetaanko avain Kiinteistöjärjestelmä käytöstä?');
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Kyllä, poista käytöstä' }));
    await waitFor(() => expect(deleted).toEqual([KEY.id]));
  });

  it('tells a user who is no main user that the main user manages keys', async () => {
    renderPage({ [`GET ${EXTERNAL_API_API.keys(USER)}`]: { companies: [], keys: [] } });
    expect(await screen.findByText('API-avaimia hallinnoi yrityksen pääkäyttäjä.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Luo avain' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage({
      [`GET ${EXTERNAL_API_API.keys(USER)}`]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return KEYS;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('API-avainten hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('row', { name: /Kiinteistöjärjestelmä/ })).toBeInTheDocument();
  });
});
