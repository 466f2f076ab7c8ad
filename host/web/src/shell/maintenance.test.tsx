import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFailure, axeViolations } from '@portal/core/testing';
import { demoPlugin, loginPlugin } from '../testing/demoPlugin';
import { renderHost } from '../testing/renderHost';
import { MAINTENANCE_PATH, PORTAL_STATUS_REFRESH_MS } from '../startup/portalStatus';

const inMaintenance = (bypass: boolean) => ({
  [`GET ${MAINTENANCE_PATH}`]: { company: 'VARE', active: true, message: 'Päivitämme järjestelmää klo 12 asti', since: null, bypass },
});

describe('maintenance mode in the shell', () => {
  it('shows a signed-in customer the maintenance page with the note instead of any page or menu, axe clean', async () => {
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route: '/kulutus', api: inMaintenance(false) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Huoltokatko' })).toBeInTheDocument();
    expect(screen.getByText('Päivitämme järjestelmää klo 12 asti')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kulutussivu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lets an administrator (bypass) use the portal as usual', async () => {
    renderHost({ plugins: [demoPlugin], flags: { consumption: true }, route: '/kulutus', groups: ['superusers'], api: inMaintenance(true) });
    expect(await screen.findByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Huoltokatko' })).not.toBeInTheDocument();
  });

  it('keeps the sign-in page for visitors, with a notice that only administrators get in', async () => {
    renderHost({ plugins: [demoPlugin, loginPlugin], flags: { consumption: true }, route: '/kulutus', loggedIn: false, api: inMaintenance(false) });
    expect(await screen.findByRole('heading', { name: 'Kirjautuminen' })).toBeInTheDocument();
    expect(await screen.findByText(/Vain ylläpitäjät voivat kirjautua/)).toBeInTheDocument();
  });
});

describe('flags and maintenance without a reload', () => {
  it('asks again when the window regains focus and applies a changed override at once', async () => {
    let consumption = true;
    let active = false;
    const { api } = renderHost({
      plugins: [demoPlugin],
      flags: { consumption: true },
      route: '/kulutus',
      api: {
        'GET /api/v1/features': () => ({ company: 'VARE', flags: { consumption } }),
        [`GET ${MAINTENANCE_PATH}`]: () => ({ company: 'VARE', active, message: null, since: null, bypass: false }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Kulutus' })).toBeInTheDocument();
    consumption = false;
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kulutus' })).not.toBeInTheDocument());
    active = true;
    act(() => void fireEvent.focus(window));
    expect(await screen.findByRole('heading', { level: 1, name: 'Huoltokatko' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/v1/features').length).toBeGreaterThanOrEqual(3);
  });

  it('asks again every minute while the window stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let consumption = true;
      renderHost({
        plugins: [demoPlugin],
        flags: { consumption: true },
        api: { 'GET /api/v1/features': () => ({ company: 'VARE', flags: { consumption } }) },
      });
      expect(await screen.findByRole('link', { name: 'Kulutus' })).toBeInTheDocument();
      consumption = false;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PORTAL_STATUS_REFRESH_MS);
      });
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Kulutus' })).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads a customer's user once maintenance ends (a 503 during it is not requirements §8's give-up)", async () => {
    let active = true;
    const { api } = renderHost({
      plugins: [demoPlugin],
      flags: { consumption: true },
      route: '/kulutus',
      api: {
        'GET /api/v2/me': () => {
          if (active) throw apiFailure(503, 'MAINTENANCE');
          return { priwattiUserId: 42, loginInfo: { groups: [] } };
        },
        [`GET ${MAINTENANCE_PATH}`]: () => ({ company: 'VARE', active, message: null, since: null, bypass: false }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Huoltokatko' })).toBeInTheDocument();
    const meCalls = () => api.calls.filter((call) => call.path === '/api/v2/me').length;
    const before = meCalls();
    active = false;
    act(() => void fireEvent.focus(window));
    expect(await screen.findByRole('heading', { name: 'Kulutussivu' })).toBeInTheDocument();
    await waitFor(() => expect(meCalls()).toBeGreaterThan(before));
  });
});
