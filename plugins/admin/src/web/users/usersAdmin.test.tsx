import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { adminPlugin } from '../../index';
import AccessRightsPage from './AccessRightsPage';
import UsersAdminPage from './UsersAdminPage';

/** Component tests of the user-admin screens: `npx vitest run plugins/admin/src/web/users`. */
const CREATE = 'POST /api/admin/users/v1/create';
const AUTHENTICATE = 'POST /api/admin/users/v1/authenticate';
const DELETE = 'POST /api/admin/users/v1/delete';
const REFRESH = 'POST /api/admin/debug/v1/refresh-user-mappings/u-7';
const PERSON = 'maija@example.fi';
const RIGHTS = `GET /api/admin/access-rights/v1/user/${encodeURIComponent(PERSON)}`;
const GRANT = `POST /api/admin/access-rights/v1/user/${encodeURIComponent(PERSON)}/origin/KUO`;
const REVOKE = GRANT.replace('POST', 'DELETE');

const rights = (groups: string[]) => ({
  priwattiUserId: 'u-7',
  email: PERSON,
  name: 'Maija Meikäläinen',
  groups,
  origins: groups.includes('origin-KUO') ? ['KUO'] : [],
});

beforeEach(() => sessionStorage.clear());

describe('user-admin menu steps', () => {
  it('shows user admin to the users group, access rights to accessRights and developers, nothing to a customer', () => {
    // Only this area's steps: the other admin areas add their own, gated by their own permissions.
    const USER_AREA_STEPS = ['admin.menu', 'admin.users', 'admin.accessRights'];
    const steps = (groups: string[]) =>
      testPlugin(adminPlugin, { groups })
        .menu.map((step) => step.id)
        .filter((id) => USER_AREA_STEPS.includes(id));
    expect(steps(['users', 'superusers'])).toEqual(['admin.menu', 'admin.users']);
    expect(steps(['accessRights', 'origin-KUO'])).toEqual(['admin.menu', 'admin.accessRights']);
    // kehittaja@portal.example: the developer tools' group sees access rights and no user admin.
    expect(steps(['developers'])).toEqual(['admin.menu', 'admin.accessRights']);
    expect(steps([])).toEqual([]);
    const routes = testPlugin(adminPlugin, { groups: ['developers'] }).routes.map((route) => route.ref.defaultPath);
    expect(routes).not.toContain('/admin/kayttajat');
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(adminPlugin)).toEqual([]);
  });
});

describe('users page', () => {
  it('creates a login after the confirm modal, and says so', async () => {
    const page = renderWithPortal(<UsersAdminPage />, {
      plugins: [adminPlugin],
      groups: ['users', 'superusers'],
      api: { [CREATE]: { priwattiUserId: 'u-9', email: 'uusi@example.fi', name: 'Uusi' } },
    });
    const form = await screen.findByRole('form', { name: 'Luo asiakkaan tunnus' });
    await userEvent.type(within(form).getByLabelText('Sähköpostiosoite'), 'uusi@example.fi');
    await userEvent.type(within(form).getByLabelText('Nimi'), 'Uusi');
    await userEvent.click(within(form).getByRole('button', { name: 'Luo tunnus' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Osoitteelle uusi@example.fi luodaan uusi tunnus.')).toBeInTheDocument();
    expect(page.api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText('Tunnus luotu: uusi@example.fi (tunniste u-9).')).toBeInTheDocument();
    expect(page.api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'uusi@example.fi', name: 'Uusi' });
    expect(await axeViolations()).toEqual([]);
  });

  it('names the missing fields and sends nothing; a taken address shows on its field', async () => {
    const page = renderWithPortal(<UsersAdminPage />, {
      plugins: [adminPlugin],
      groups: ['users', 'superusers'],
      api: {
        [CREATE]: () => {
          throw apiFailure(409, 'ACCOUNT_ALREADY_EXISTS', 'body.email');
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Luo asiakkaan tunnus' });
    await userEvent.click(within(form).getByRole('button', { name: 'Luo tunnus' }));
    expect(await within(form).findAllByText('Anna nimi.')).not.toHaveLength(0);
    expect(page.api.calls).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Sähköpostiosoite'), 'vanha@example.fi');
    await userEvent.type(within(form).getByLabelText('Nimi'), 'Vanha');
    await userEvent.click(within(form).getByRole('button', { name: 'Luo tunnus' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Luo tunnus' }));
    expect(await within(form).findAllByText('Tällä sähköpostiosoitteella on jo tunnus.')).not.toHaveLength(0);
  });

  it('authenticates, refreshes and deletes the user named in the link, each after confirming; cancel sends nothing', async () => {
    const page = renderWithPortal(<UsersAdminPage />, {
      plugins: [adminPlugin],
      groups: ['users', 'origin-KUO'],
      route: '/admin/kayttajat?kayttaja=u-7',
      api: {
        [AUTHENTICATE]: { priwattiUserId: 'u-7', email: PERSON, name: 'Maija', verified: true, identifiedAt: '2026-02-06T10:00:00.000Z' },
        [REFRESH]: { priwattiUserId: 'u-7', added: 2, removed: 0 },
        [DELETE]: () => {
          throw apiFailure(403, 'FORBIDDEN');
        },
      },
    });
    expect(await screen.findByLabelText('Käyttäjän tunniste')).toHaveValue('u-7');

    await userEvent.click(screen.getByRole('button', { name: 'Poista tunnus' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Merkitse tunnistetuksi' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merkitse tunnistetuksi' }));
    expect(await screen.findByText(`${PERSON} on merkitty tunnistetuksi.`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Päivitä asiakkuudet' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Päivitä asiakkuudet' }));
    expect(await screen.findByText('Asiakkuudet päivitetty: 2 käyttöpaikkaa lisätty, 0 poistettu.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Poista tunnus' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista tunnus' }));
    expect(await screen.findByText(/Sinulla ei ole oikeutta tähän/)).toBeInTheDocument();
    expect(page.api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/users/v1/authenticate', { priwattiUserId: 'u-7' }],
      ['/api/admin/debug/v1/refresh-user-mappings/u-7', {}],
      ['/api/admin/users/v1/delete', { priwattiUserId: 'u-7' }],
    ]);
  });
});

describe('access rights page', () => {
  it('lists the origin’s administrators, with loading and empty states', async () => {
    renderWithPortal(<AccessRightsPage />, {
      plugins: [adminPlugin],
      groups: ['accessRights', 'origin-KUO'],
      api: { 'GET /api/admin/access-rights/v1/origin/KUO': { origin: 'KUO', users: [rights(['origin-KUO', 'users'])] } },
    });
    const table = await screen.findByRole('table', { name: 'Yhtiön KUO ylläpitäjät' });
    expect(within(table).getByRole('rowheader', { name: PERSON })).toBeInTheDocument();
    expect(table).toHaveTextContent('Yhtiö KUO, Käyttäjähallinta');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows an error state with retry when the list fails', async () => {
    renderWithPortal(<AccessRightsPage />, {
      plugins: [adminPlugin],
      groups: ['accessRights', 'origin-SV'],
      api: {
        'GET /api/admin/access-rights/v1/origin/SV': () => {
          throw apiFailure(500, 'INTERNAL');
        },
      },
    });
    expect(await screen.findByText('Käyttöoikeuksien lataus epäonnistui.')).toBeInTheDocument();
  });

  it('finds a user, grants the origin group and revokes a function group, each confirmed', async () => {
    const page = renderWithPortal(<AccessRightsPage />, {
      plugins: [adminPlugin],
      groups: ['accessRights', 'origin-KUO', 'users'],
      api: {
        'GET /api/admin/access-rights/v1/origin/KUO': { origin: 'KUO', users: [] },
        [RIGHTS]: rights(['users']),
        [GRANT]: rights(['origin-KUO', 'users']),
        [REVOKE]: rights(['origin-KUO']),
      },
    });
    expect(await screen.findByText('Yhtiöllä KUO ei ole ylläpitäjiä.')).toBeInTheDocument();
    const lookup = screen.getByRole('form', { name: 'Käyttäjän oikeudet' });
    await userEvent.type(within(lookup).getByLabelText('Sähköpostiosoite'), PERSON);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: `Käyttäjän ${PERSON} ryhmät` })).toHaveTextContent('Käyttäjähallinta');

    await userEvent.click(screen.getByRole('button', { name: 'Anna oikeus' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(`Annetaanko ryhmä Yhtiö KUO käyttäjälle ${PERSON} yhtiössä KUO?`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anna oikeus' }));
    expect(await screen.findByText('Ryhmä Yhtiö KUO annettu.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Poista ryhmä Käyttäjähallinta' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Ryhmä Käyttäjähallinta poistettu.')).toBeInTheDocument();
    expect(page.api.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body ?? call.query])).toEqual([
      ['POST', `/api/admin/access-rights/v1/user/${encodeURIComponent(PERSON)}/origin/KUO`, {}],
      ['DELETE', `/api/admin/access-rights/v1/user/${encodeURIComponent(PERSON)}/origin/KUO`, { group: 'users' }],
    ]);
  });

  it('offers an origin admin only what they could hold: no superusers, no other origin, no revoke of either', async () => {
    renderWithPortal(<AccessRightsPage />, {
      plugins: [adminPlugin],
      groups: ['accessRights', 'origin-KUO', 'users'],
      api: {
        'GET /api/admin/access-rights/v1/origin/KUO': { origin: 'KUO', users: [] },
        [RIGHTS]: rights(['origin-SV', 'users']),
      },
    });
    const create = await screen.findByRole('form', { name: 'Luo ylläpitäjä' });
    const offered = within(create)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['Käyttäjähallinta', 'Yhtiö KUO', 'Käyttöoikeuksien hallinta', 'Ylläpitäjät']);
    const lookup = screen.getByRole('form', { name: 'Käyttäjän oikeudet' });
    await userEvent.type(within(lookup).getByLabelText('Sähköpostiosoite'), `${PERSON}{Enter}`);
    const table = await screen.findByRole('table', { name: `Käyttäjän ${PERSON} ryhmät` });
    expect(within(table).getByRole('row', { name: /Yhtiö SV/ })).toHaveTextContent('Et voi muuttaa');
    expect(within(table).getByRole('button', { name: 'Poista ryhmä Käyttäjähallinta' })).toBeInTheDocument();
    const groupSelect = within(screen.getByRole('form', { name: 'Anna oikeus' })).getByLabelText('Ryhmä');
    expect([...groupSelect.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Yhtiön ylläpito (yhtiöryhmä)',
      'Käyttäjähallinta',
      'Käyttöoikeuksien hallinta',
      'Ylläpitäjät',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when the address has no login', async () => {
    renderWithPortal(<AccessRightsPage />, {
      plugins: [adminPlugin],
      groups: ['accessRights', 'origin-KUO'],
      api: {
        'GET /api/admin/access-rights/v1/origin/KUO': { origin: 'KUO', users: [] },
        [RIGHTS]: () => {
          throw apiFailure(404, 'NOT_FOUND');
        },
      },
    });
    const lookup = await screen.findByRole('form', { name: 'Käyttäjän oikeudet' });
    await userEvent.type(within(lookup).getByLabelText('Sähköpostiosoite'), `${PERSON}{Enter}`);
    expect(await screen.findByText(`Osoitteella ${PERSON} ei ole tunnusta.`)).toBeInTheDocument();
  });

  it('creates an admin user with the chosen groups after confirming', async () => {
    const page = renderWithPortal(<AccessRightsPage />, {
      plugins: [adminPlugin],
      groups: ['accessRights', 'origin-KUO', 'users'],
      api: {
        'GET /api/admin/access-rights/v1/origin/KUO': { origin: 'KUO', users: [] },
        'POST /api/admin/access-rights/v1/create/user': rights(['origin-KUO', 'users']),
      },
    });
    const form = await screen.findByRole('form', { name: 'Luo ylläpitäjä' });
    await userEvent.click(within(form).getByRole('button', { name: 'Luo ylläpitäjä' }));
    expect(await within(form).findAllByText('Valitse vähintään yksi ryhmä.')).not.toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Sähköpostiosoite'), PERSON);
    await userEvent.type(within(form).getByLabelText('Nimi'), 'Maija');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Yhtiö KUO' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Käyttäjähallinta' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Luo ylläpitäjä' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Luo ylläpitäjä' }));
    expect(await screen.findByText(`Ylläpitäjä ${PERSON} luotu.`)).toBeInTheDocument();
    expect(page.api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: PERSON, name: 'Maija', groups: ['origin-KUO', 'users'] });
  });
});
