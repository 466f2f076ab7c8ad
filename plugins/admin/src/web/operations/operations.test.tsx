import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, type FakeApiRoutes } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import type { AdminFlags, MaintenanceOrigin, MaintenanceSchedule } from '../../contract/operations';
import FeatureFlagsPage from './FeatureFlagsPage';
import MaintenanceAdminPage from './MaintenanceAdminPage';

const origin = (code: 'VARE' | 'SV' | 'KUO', active = false): MaintenanceOrigin => ({
  origin: code,
  active,
  message: active ? 'Huolto käynnissä' : null,
  since: active ? '2026-01-15T10:00:00.000Z' : null,
  scheduleId: null,
  updatedAt: null,
});

const window1: MaintenanceSchedule = {
  id: '00000000-0000-4000-8000-000000000001',
  origin: 'VARE',
  startsAt: '2026-01-20T20:00:00.000Z',
  endsAt: '2026-01-20T22:00:00.000Z',
  message: null,
  state: 'upcoming',
  createdAt: '2026-01-15T10:00:00.000Z',
};

beforeEach(() => sessionStorage.clear());

function renderMaintenance(groups: readonly string[], api: FakeApiRoutes = {}) {
  return renderWithPortal(<MaintenanceAdminPage />, {
    plugins: [adminPlugin],
    groups,
    api: {
      'GET /api/admin/maintenance/v1': { origins: [origin('VARE', true), origin('SV'), origin('KUO')] },
      'GET /api/admin/maintenance/v1/schedules': { schedules: [window1] },
      ...api,
    },
  });
}

describe('operations menu', () => {
  it('contributes the maintenance and flag steps to the admin menu of administrators only', () => {
    const admin = testPlugin(adminPlugin, { groups: ['superusers'] });
    expect(admin.menu.map((step) => step.id)).toEqual(expect.arrayContaining(['admin.maintenance', 'admin.featureFlags']));
    expect(admin.menu.every((step) => step.section === 'admin')).toBe(true);
    expect(testPlugin(adminPlugin, { groups: [] }).menu).toEqual([]);
  });
});

describe('maintenance admin page', () => {
  it('shows each company of the selector with its state and the scheduled windows, axe clean', async () => {
    renderMaintenance(['superusers']);
    const vare = await screen.findByRole('heading', { level: 2, name: 'VARE' });
    expect(vare.closest('section') ?? document.body).toHaveTextContent('Huoltotilassa');
    expect(screen.getAllByRole('button', { name: 'Kytke huoltotila päälle' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Kytke huoltotila pois' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Peru huoltokatko VARE 20\.01\.2026 22:00/ })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('limits an origin admin to their company and switches it on after the confirm, with the note', async () => {
    const { api } = renderMaintenance(['users', 'origin-KUO'], {
      'PUT /api/admin/maintenance/v1/KUO': origin('KUO', true),
    });
    await screen.findByRole('heading', { level: 2, name: 'KUO' });
    expect(screen.queryByRole('heading', { level: 2, name: 'VARE' })).not.toBeInTheDocument();
    // The VARE window is not theirs either.
    expect(screen.queryByRole('button', { name: /Peru huoltokatko VARE/ })).not.toBeInTheDocument();
    // The card's note comes first; the schedule form below has its own.
    await userEvent.type(screen.getAllByRole('textbox', { name: /Tiedote asiakkaille/ })[0]!, 'Päivitys klo 22 asti');
    await userEvent.click(screen.getByRole('button', { name: 'Kytke huoltotila päälle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kytketäänkö KUO huoltotilaan?' });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kytke huoltotila päälle' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ active: true, message: 'Päivitys klo 22 asti' }));
  });

  it('cancels a window only after the confirm', async () => {
    const { api } = renderMaintenance(['superusers'], { [`DELETE /api/admin/maintenance/v1/schedules/${window1.id}`]: null });
    await userEvent.click(await screen.findByRole('button', { name: /Peru huoltokatko VARE/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('VARE: 20.01.2026 22:00–21.01.2026 00:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peru' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('plans a window in Helsinki time and names the field of a bad time', async () => {
    const { api } = renderMaintenance(['users', 'origin-KUO'], {
      'POST /api/admin/maintenance/v1/schedules': { ...window1, origin: 'KUO' },
    });
    await screen.findByRole('heading', { level: 2, name: 'KUO' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Alkamispäivä' }), '20.1.2026');
    await userEvent.type(screen.getByRole('textbox', { name: /Alkamisaika/ }), '22');
    await userEvent.type(screen.getByRole('textbox', { name: 'Päättymispäivä' }), '21.1.2026');
    await userEvent.type(screen.getByRole('textbox', { name: /Päättymisaika/ }), '00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Ajasta huoltokatko' }));
    expect(await screen.findByRole('link', { name: 'Anna kellonaika muodossa TT:MM.' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: /Alkamisaika/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Alkamisaika/ }), '22:00');
    await userEvent.click(screen.getByRole('button', { name: 'Ajasta huoltokatko' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        origin: 'KUO',
        startsAt: '2026-01-20T20:00:00.000Z',
        endsAt: '2026-01-20T22:00:00.000Z',
        message: '',
      }),
    );
    // The schedule list reloads after the save, with a loading status of its own: find the outcome by its words.
    expect((await screen.findByText(/Huoltokatko ajastettu/)).closest('[role="status"]')).not.toBeNull();
  });

  it('tells an admin of no company that maintenance needs one, and shows a failed load with a retry', async () => {
    const { unmount } = renderMaintenance(['developers']);
    expect(await screen.findByText(/Huoltotila vaatii pääkäyttäjän/)).toBeInTheDocument();
    unmount();
    renderMaintenance(['superusers'], {
      'GET /api/admin/maintenance/v1': () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    expect(await screen.findByText('Huoltotilan tietoja ei saatu.')).toBeInTheDocument();
  });
});

const flags: AdminFlags = {
  company: 'VARE',
  catalogue: [
    { key: 'consumption', pluginId: 'consumption', default: false, description: 'Consumption page' },
    { key: 'messageBox', pluginId: 'messages', default: false, description: 'Message box' },
    { key: 'solar', pluginId: 'solar', default: false, description: 'Solar panels' },
  ],
  defaults: { consumption: true, messageBox: false, solar: true },
  overrides: [
    { id: 'o-1', flag: 'solar', userId: null, value: false, createdAt: '2026-01-15T10:00:00.000Z', createdBy: 'a' },
    { id: 'o-2', flag: 'messageBox', userId: 'user-7', value: true, createdAt: '2026-01-15T10:00:00.000Z', createdBy: 'a' },
  ],
};

describe('feature flag page', () => {
  const renderFlags = (api: FakeApiRoutes = {}) =>
    renderWithPortal(<FeatureFlagsPage />, {
      plugins: [adminPlugin],
      groups: ['superusers'],
      api: { 'GET /api/admin/feature-flags/v1': flags, ...api },
    });

  it('shows each flag with its default, override and effective value, axe clean', async () => {
    renderFlags();
    const solar = (await screen.findByRole('rowheader', { name: 'solar' })).closest('tr')!;
    // Plugin and description come from the server's catalogue (the plugins' own declarations).
    expect([...solar.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'solar',
      'Solar panels',
      'Päällä',
      'Pois',
      '0',
      'Pois',
    ]);
    // The first table is the flags; the per-user overrides table comes after it.
    const messageBox = screen.getAllByRole('rowheader', { name: 'messageBox' })[0]!.closest('tr')!;
    expect([...messageBox.querySelectorAll('td')].slice(2, 6).map((cell) => cell.textContent)).toEqual(['Pois', '–', '1', 'Pois']);
    expect(screen.getByRole('button', { name: 'Poista käyttäjän user-7 ohitus: messageBox' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('sets a company-wide override after the confirm and removes one after its confirm', async () => {
    const { api } = renderFlags({
      'POST /api/admin/feature-flags/v1/override': flags.overrides[0]!,
      'DELETE /api/admin/feature-flags/v1/override/o-1': null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kytke consumption pois' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('consumption on pois koko yhtiölle');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Aseta ohitus' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ flag: 'consumption', value: false, userId: null }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Poista yhtiön ohitus: solar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('solar palaa yhtiön oletukseen (päällä)');
    await userEvent.click(screen.getByRole('button', { name: 'Poista ohitus' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/o-1'))).toBe(true));
  });

  it('sets an override for one user, and asks for the user first', async () => {
    const { api } = renderFlags({ 'POST /api/admin/feature-flags/v1/override': flags.overrides[1]! });
    await userEvent.click(await screen.findByRole('button', { name: 'Lisää käyttäjäkohtainen ohitus' }));
    expect(await screen.findByRole('link', { name: 'Anna käyttäjän tunniste.' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lippu' }), 'messageBox');
    await userEvent.type(screen.getByRole('textbox', { name: /Käyttäjän tunniste/ }), 'user-9');
    await userEvent.click(screen.getByRole('button', { name: 'Lisää käyttäjäkohtainen ohitus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aseta ohitus' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ flag: 'messageBox', value: true, userId: 'user-9' }),
    );
  });

  it('shows a failed load (e.g. 403 for an admin of another company) with a retry', async () => {
    renderFlags({
      'GET /api/admin/feature-flags/v1': () => {
        throw apiFailure(403, 'FORBIDDEN');
      },
    });
    expect(await screen.findByText('Ominaisuuslippuja ei saatu.')).toBeInTheDocument();
  });
});
