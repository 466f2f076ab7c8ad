import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { B2B_PLACE_API } from '../../contract/places';
import { b2bPlugin } from '../../index';
import CompositesPage from './CompositesPage';

const USER = 'u-1';
const CODE = '1500001';
const ME = {
  priwattiUserId: USER,
  customerCodes: [{ companyName: 'Kiinteistö Pohjanmaa Oy', company: 'VARE', customerCode: CODE, customerType: 'B2B' }],
};
const place = (id: string, composite: string | null = null) => ({
  locationIdentifier: id,
  name: `Talo ${id}`,
  address: `Katu ${id}, 65100 Vaasa`,
  utilityType: 'ELECTRICITY',
  compositeLocationIdentifier: composite,
  isNotACompositeLocation: true,
  isAlreadyACompositeLocation: composite !== null,
});
const graph = (id: string, total: string) => ({ compositeLocationIdentifier: id, unit: 'P1D', totalKwh: total, points: [] });
const company = (op: string) => `GET ${B2B_PLACE_API.company(CODE, USER, op)}`;
const graphOf = (id: string) => `GET ${B2B_PLACE_API.location(CODE, USER, id, 'graph')}`;

function routes(extra: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    'GET /api/v2/me': ME,
    [company('compositeExisting')]: {
      composites: [
        { compositeLocationIdentifier: 'K1', name: 'Vaasan talot', utilityType: 'ELECTRICITY', members: [place('A', 'K1'), place('B', 'K1')] },
      ],
    },
    [company('compositeEligible')]: { places: [place('C'), place('D'), place('E')] },
    [graphOf('K1')]: graph('K1', '30.5000'),
    [graphOf('A')]: graph('A', '10.2500'),
    [graphOf('B')]: graph('B', '20.2500'),
    ...extra,
  };
}

const render = (extra?: FakeApiRoutes) =>
  renderWithPortal(<CompositesPage />, { plugins: [b2bPlugin], flags: { locations: true }, mode: 'B2B', userId: USER, api: routes(extra) });

describe('CompositesPage', () => {
  it("shows each composite's month total beside its members', with no accessibility violations", async () => {
    render();
    expect(await screen.findByTestId('composite-total')).toHaveTextContent('30,5000');
    // Each member's total is its own read: wait until both have arrived.
    await waitFor(() => expect(screen.getAllByTestId('member-total').map((m) => m.textContent)).toEqual(['10,2500', '20,2500']));
    expect(await axeViolations()).toEqual([]);
  });

  it('combines the chosen places after a confirmation and says so', async () => {
    const { api } = render({
      [`POST ${B2B_PLACE_API.company(CODE, USER, 'createCompositeLocation')}`]: {
        compositeLocationIdentifier: 'K2',
        name: 'Uusi',
        utilityType: 'ELECTRICITY',
        members: [place('C', 'K2'), place('D', 'K2')],
      },
    });
    await userEvent.type(await screen.findByLabelText('Yhdistelmän nimi'), 'Uusi');
    await userEvent.click(await screen.findByLabelText(/Talo C/));
    await userEvent.click(screen.getByRole('button', { name: 'Yhdistä valitut' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Valitse vähintään kaksi käyttöpaikkaa.');
    await userEvent.click(screen.getByLabelText(/Talo D/));
    await userEvent.click(screen.getByRole('button', { name: 'Yhdistä valitut' }));
    const confirm = await screen.findByRole('dialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByRole('dialog', { name: 'Käyttöpaikat yhdistetty' })).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'Uusi', locationIdentifiers: ['C', 'D'] });
  });

  it('modifies a composite: a member out, an eligible place in, after a confirmation', async () => {
    const { api } = render({
      [`POST ${B2B_PLACE_API.location(CODE, USER, 'K1', 'modifyCompositeLocation')}`]: {
        compositeLocationIdentifier: 'K1',
        name: 'Vaasan talot',
        utilityType: 'ELECTRICITY',
        members: [place('A', 'K1'), place('C', 'K1')],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Muokkaa yhdistelmää Vaasan talot' }));
    const form = screen.getByRole('form', { name: 'Muokkaa yhdistelmää' });
    await userEvent.click(within(form).getByLabelText(/Talo B/));
    await userEvent.click(within(form).getByLabelText(/Talo C/));
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna muutokset' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tallennetaanko muutokset?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByRole('dialog', { name: 'Yhdistelmä tallennettu' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Vaasan talot', locationIdentifiers: ['A', 'C'] });
  });

  it('offers a retry when the composites cannot be loaded', async () => {
    render({
      [company('compositeExisting')]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    await waitFor(() => expect(screen.getAllByText('Yhdistelmien lataus epäonnistui.').length).toBeGreaterThan(0));
  });
});
