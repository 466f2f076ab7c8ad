import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT, FRONT_PAGE_NO_PLACES_SLOT } from '@portal/core';
import { demoPlugin } from '../../testing/demoPlugin';
import { renderHost } from '../../testing/renderHost';

const CONTENT = 'GET /api/v2/servicelocation/user/42/content';

const card = (title: string) => async () => ({
  default: () => (
    <section aria-label={title}>
      <h2>{title}</h2>
    </section>
  ),
});

let broken = false;
/** Throws while `broken` (as a card with a bug, or a chunk that did not arrive, would). */
function FlakyCard() {
  if (broken) throw new Error('card broke on purpose');
  return <h2>Lasku</h2>;
}

const cardsPlugin = definePlugin({
  id: 'cards',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  slots: [
    { id: 'cards.yesterday', slot: FRONT_PAGE_CARD_SLOT, component: card('Eilen'), order: 1 },
    { id: 'cards.invoice', slot: FRONT_PAGE_CARD_SLOT, component: async () => ({ default: FlakyCard }), order: 2 },
    { id: 'cards.budget', slot: FRONT_PAGE_CARD_SLOT, component: card('Budjetti'), order: 3 },
    { id: 'cards.register', slot: FRONT_PAGE_NO_PLACES_SLOT, component: card('Rekisteröidy asiakkaaksi'), order: 1 },
  ],
});

describe('front page', () => {
  beforeEach(() => {
    broken = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('is the landing page, first in the menu, with the cards in the company order', async () => {
    renderHost({
      plugins: [cardsPlugin, demoPlugin],
      flags: { consumption: true },
      api: { [CONTENT]: { content: [{ location: { locationIdentifier: 'L1' } }] } },
      distribution: { frontPageCards: ['cards.budget', 'cards.yesterday'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Etusivu' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Lasku' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.filter((t) => ['Eilen', 'Lasku', 'Budjetti'].includes(t ?? ''))).toEqual(['Budjetti', 'Eilen', 'Lasku']);

    // The menu comes with the signed-in user's flags, which may answer after the cards.
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    const links = within(menu).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Etusivu');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Kulutus' })).not.toHaveAttribute('aria-current');
  });

  it('shows one failed card as an error with a retry, and keeps the others', async () => {
    broken = true;
    renderHost({
      plugins: [cardsPlugin],
      api: { [CONTENT]: { content: [{ location: { locationIdentifier: 'L1' } }] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tämän kortin tietoja ei saatu näkyviin.');
    expect(screen.getByRole('heading', { name: 'Eilen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Budjetti' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Lasku' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('tells a customer without use places what to expect instead of showing empty cards', async () => {
    renderHost({ plugins: [cardsPlugin], api: { [CONTENT]: { content: [] } } });
    expect(await screen.findByRole('heading', { name: 'Sinulla ei vielä ole käyttöpaikkoja.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Eilen' })).not.toBeInTheDocument();
    // What such a person can do next comes from the no-places slot.
    expect(await screen.findByRole('heading', { name: 'Rekisteröidy asiakkaaksi' })).toBeInTheDocument();
  });

  it('keeps the no-places cards off a page with places', async () => {
    renderHost({ plugins: [cardsPlugin], api: { [CONTENT]: { content: [{ location: { locationIdentifier: 'L1' } }] } } });
    await screen.findByRole('heading', { name: 'Eilen' });
    expect(screen.queryByRole('heading', { name: 'Rekisteröidy asiakkaaksi' })).not.toBeInTheDocument();
  });
});
