import { CORE_API_VERSION, createRouteRef, definePlugin } from '@portal/core';
import { apiFailure, axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountPlugin } from '../../index';
import { pendingIdentification, rememberIdentification } from '../registration/attemptStore';
import AddCustomershipPage from './AddCustomershipPage';
import RegisterCustomerPage from './RegisterCustomerPage';
import StrongAuthReturnPage from './StrongAuthReturnPage';

const ATTEMPT = '7d1f6c3e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
const REGISTERED = {
  added: [{ company: 'VARE', customerCode: '1000002', customerType: 'B2C', places: 1 }],
  customerCodes: [{ company: 'VARE', customerCode: '1000002' }],
};

// Stands in for the locations plugin's places page, which the company config binds account's link to.
const placesStandIn = definePlugin({
  id: 'locations',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [{ ref: createRouteRef({ id: 'locations.list', path: '/kayttopaikka' }), page: async () => ({ default: () => null }) }],
});

function renderRegistration(route: string, api: FakeApiRoutes = {}) {
  return renderWithPortal(
    <Routes>
      <Route path="/asiakkaaksi" element={<RegisterCustomerPage />} />
      <Route path="/asiakkaaksi/tunnistus" element={<StrongAuthReturnPage />} />
      <Route path="/lisaa-asiakkuus" element={<AddCustomershipPage />} />
      <Route path="/kayttopaikka" element={<h1>Käyttöpaikat</h1>} />
    </Routes>,
    { plugins: [accountPlugin, placesStandIn], company: { routeBindings: { 'account.places': 'locations.list' } }, route, userId: 'u-1', api },
  );
}

afterEach(() => sessionStorage.clear());

describe('registering as a customer', () => {
  it('offers both proofs, names a wrong field before sending, and has no axe violations', async () => {
    const user = userEvent.setup();
    const { api } = renderRegistration('/asiakkaaksi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rekisteröidy asiakkaaksi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siirry tunnistautumaan' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByLabelText('Asiakasnumero'), '10a');
    await user.type(screen.getByLabelText('Laskun viitenumero'), '123456');
    await user.click(screen.getByRole('button', { name: 'Lisää asiakkuus' }));
    expect(screen.getByLabelText('Asiakasnumero')).toHaveFocus();
    expect(screen.getByLabelText('Asiakasnumero')).toHaveAccessibleDescription(/Asiakasnumerossa on vain numeroita/);
    expect(await axeViolations()).toEqual([]);
    expect(api.calls.filter((call) => call.path === '/api/v3/user/register')).toHaveLength(0);
  });

  it('registers with the customer number and invoice reference, and leads to the places', async () => {
    const user = userEvent.setup();
    const { api } = renderRegistration('/asiakkaaksi', { 'POST /api/v3/user/register': REGISTERED });
    await user.type(await screen.findByLabelText('Asiakasnumero'), '1000 002');
    await user.type(screen.getByLabelText('Laskun viitenumero'), '10000 20017');
    await user.click(screen.getByRole('button', { name: 'Lisää asiakkuus' }));
    expect(await screen.findByText('Näet nyt 1 uuden käyttöpaikan.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/v3/user/register')?.body).toEqual({
      proof: 'invoice',
      company: 'VARE',
      customerNumber: '1000002',
      invoiceReference: '10000 20017',
    });
    await user.click(screen.getByRole('link', { name: /Näytä käyttöpaikat/ }));
    expect(await screen.findByRole('heading', { name: 'Käyttöpaikat' })).toBeInTheDocument();
  });

  it('says a wrong proof without saying which half, and a lockout', async () => {
    const user = userEvent.setup();
    let answer = apiFailure(400, 'INVALID_CODE', 'body');
    renderRegistration('/lisaa-asiakkuus', {
      'POST /api/v3/user/register': () => {
        throw answer;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisää asiakkuus' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Asiakasnumero'), '1000002');
    await user.type(screen.getByLabelText('Laskun viitenumero'), '123456');
    await user.click(screen.getByRole('button', { name: 'Lisää asiakkuus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('eivät täsmää');
    answer = apiFailure(429, 'TOO_MANY_REQUESTS');
    await user.click(screen.getByRole('button', { name: 'Lisää asiakkuus' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Liian monta epäonnistunutta yritystä'));
  });

  it('starts a strong identification, remembers it for the return page and goes to the provider', async () => {
    const user = userEvent.setup();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(ATTEMPT);
    const leaves: string[] = [];
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign: (url: string) => leaves.push(url) } });
    try {
      const { api } = renderRegistration('/asiakkaaksi', {
        [`POST /api/v3/user/strongauth/${ATTEMPT}`]: { status: 'started', authorizeUrl: 'https://idp.example/authorize?state=s-1' },
      });
      await user.click(await screen.findByRole('button', { name: 'Siirry tunnistautumaan' }));
      await waitFor(() => expect(leaves).toEqual(['https://idp.example/authorize?state=s-1']));
      expect(api.calls.find((call) => call.path === `/api/v3/user/strongauth/${ATTEMPT}`)?.body).toEqual({ action: 'start' });
      expect(pendingIdentification()).toEqual({ attemptId: ATTEMPT, purpose: 'register' });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
      vi.restoreAllMocks();
    }
  });

  it('says when the identification service is not available', async () => {
    const user = userEvent.setup();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(ATTEMPT);
    try {
      renderRegistration('/asiakkaaksi', {
        [`POST /api/v3/user/strongauth/${ATTEMPT}`]: () => {
          throw apiFailure(503, 'SERVICE_UNAVAILABLE');
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Siirry tunnistautumaan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Tunnistuspalvelu ei ole juuri nyt käytettävissä');
      expect(pendingIdentification()).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('completes the identification on the return page and registers', async () => {
    rememberIdentification({ attemptId: ATTEMPT, purpose: 'register' });
    const { api } = renderRegistration(`/asiakkaaksi/tunnistus?code=abc&state=s-1`, {
      [`POST /api/v3/user/strongauth/${ATTEMPT}`]: { status: 'verified', name: 'Aino Lahtinen' },
      'POST /api/v3/user/register': REGISTERED,
    });
    expect(await screen.findByText('Näet nyt 1 uuden käyttöpaikan.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === `/api/v3/user/strongauth/${ATTEMPT}`)?.body).toEqual({
      action: 'complete',
      state: 's-1',
      code: 'abc',
    });
    expect(api.calls.find((call) => call.path === '/api/v3/user/register')?.body).toEqual({ proof: 'strongAuthentication', attemptId: ATTEMPT });
    expect(pendingIdentification()).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('tells a cancelled identification and one whose customership is another login’s', async () => {
    rememberIdentification({ attemptId: ATTEMPT, purpose: 'add' });
    renderRegistration(`/asiakkaaksi/tunnistus?error=access_denied&state=s-1`, {
      [`POST /api/v3/user/strongauth/${ATTEMPT}`]: { status: 'cancelled' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tunnistautuminen keskeytettiin.');
    expect(screen.getByRole('link', { name: 'Yritä uudelleen' })).toHaveAttribute('href', '/lisaa-asiakkuus');
  });

  it('opens the account-already-exists path when the customership is taken', async () => {
    rememberIdentification({ attemptId: ATTEMPT, purpose: 'register' });
    renderRegistration(`/asiakkaaksi/tunnistus?code=abc&state=s-1`, {
      [`POST /api/v3/user/strongauth/${ATTEMPT}`]: { status: 'verified', name: 'Matti Virtanen' },
      'POST /api/v3/user/register': () => {
        throw apiFailure(409, 'ACCOUNT_ALREADY_EXISTS');
      },
    });
    expect(await screen.findByText('Asiakkuus on jo liitetty toiseen tunnukseen.')).toBeInTheDocument();
  });
});

describe('the front page prompt', () => {
  const me = (customerCodes: unknown[], groups: string[]) => ({
    priwattiUserId: 'u-1',
    customerCodes,
    loginInfo: { username: 'x@example.fi', priwattiId: 'u-1', groups },
  });

  it('leads a login without customerships to register, and is absent for customers and administrators', async () => {
    const { default: RegisterPromptCard } = await import('../frontPage/RegisterPromptCard');
    const { unmount } = renderWithPortal(<RegisterPromptCard />, { plugins: [accountPlugin], api: { 'GET /api/v2/me': me([], []) } });
    expect(await screen.findByRole('link', { name: /Rekisteröidy asiakkaaksi/ })).toHaveAttribute('href', '/asiakkaaksi');
    expect(await axeViolations()).toEqual([]);
    unmount();
    for (const answer of [me([{ company: 'VARE', customerCode: '1' }], []), me([], ['adminUsers'])]) {
      const { api, unmount: done } = renderWithPortal(<RegisterPromptCard />, { plugins: [accountPlugin], api: { 'GET /api/v2/me': answer } });
      await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('link', { name: /Rekisteröidy asiakkaaksi/ })).toBeNull();
      done();
    }
  });
});
