import { screen } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import { B2B_API } from '../contract/paths';
import { b2bPlugin } from '../index';
import B2bPage from './pages/B2bPage';

/** Component tests run in jsdom: `npx vitest run plugins/b2b/src/web`. */
const USER = 'u-1';
const ITEMS = { items: [{ id: 'a', title: 'First', createdAt: '2026-01-10T08:00:00.000Z' }] };

const renderPage = (answer: FakeApiRoutes[string]) =>
  renderWithPortal(<B2bPage />, {
    plugins: [b2bPlugin],
    flags: { locations: true },
    userId: USER,
    api: { [`GET ${B2B_API.items(USER)}`]: answer },
  });

describe('b2b manifest', () => {
  it('contributes its page and menu step only in B2B mode with the locations flag', () => {
    const on = testPlugin(b2bPlugin, { flags: { locations: true }, mode: 'B2B' });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/yritys/kayttopaikat']);
    expect(on.menu.map((step) => step.id)).toEqual(['b2b.menu']);
    const off = testPlugin(b2bPlugin, { flags: { locations: false }, mode: 'B2B' });
    expect([off.routes, off.menu]).toEqual([[], []]);
    const b2c = testPlugin(b2bPlugin, { flags: { locations: true }, mode: 'B2C' });
    expect([b2c.routes, b2c.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(b2bPlugin)).toEqual([]);
  });
});

describe('b2b page', () => {
  it("shows the user's items under the page heading, with no accessibility violations", async () => {
    renderPage(ITEMS);
    expect(screen.getByRole('heading', { level: 1, name: 'Yrityksen käyttöpaikat' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByText(/10\.1\.2026/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there is nothing yet', async () => {
    renderPage({ items: [] });
    expect(await screen.findByText('Ei vielä mitään näytettävää.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      if (calls === 1) throw apiFailure(500, 'INTERNAL');
      return ITEMS;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tietojen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
  });
});
