import { ApiClientRef } from '@portal/core';
import { apiFailure, createFakeApiClient, renderWithPortal, substitute, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentItem, ContentResponse } from '../../contract/locations';
import { locationsPlugin } from '../../index';
import { contentItem } from '../testing/contentFixtures';
import LocationsPage from './LocationsPage';

const USER = 'u-1';
const CONTENT = `GET /api/v2/servicelocation/user/${USER}/content`;
const ORDER = `POST /api/v2/servicelocation/user/${USER}/setContentOrder`;
const nameOf = (id: string) => `POST /api/v2/servicelocation/user/${USER}/location/${id}/name`;

function renderPage(routes: FakeApiRoutes, mode: 'B2C' | 'B2B' = 'B2C') {
  const api = createFakeApiClient({ 'GET /api/v2/me': { priwattiUserId: USER }, ...routes });
  const view = renderWithPortal(<LocationsPage />, {
    plugins: [locationsPlugin],
    flags: { locations: true },
    mode,
    route: '/kayttopaikka',
    services: [substitute(ApiClientRef, api)],
  });
  return { ...view, api };
}

const three = (): ContentItem[] => [
  contentItem('L1', 0, {}, { displayName: 'Koti' }),
  contentItem('L2', 1, { utilityType: 'DISTRICT_HEATING', contractType: 'DISTRICT_HEATING' }),
  contentItem('L3', 2, { contentType: 'CREATE_CONTRACT' }),
];

const cardNames = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('LocationsPage', () => {
  it('shows loading, then the places in content order with their facts', async () => {
    renderPage({ [CONTENT]: { content: three() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Käyttöpaikat' })).toBeInTheDocument();
    expect(screen.getByText('Ladataan käyttöpaikkoja…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Koti' })).toHaveAttribute('href', '/kayttopaikka/L1');
    expect(cardNames()).toEqual(['Koti', 'Paikka L2', 'Paikka L3']);
    const home = screen.getByRole('listitem', { name: 'Koti' });
    expect(within(home).getByText('Katu 1, 65100 Vaasa')).toBeInTheDocument();
    expect(within(home).getByText('Sähkö')).toBeInTheDocument();
    expect(within(home).getByText('Sähkönmyynti')).toBeInTheDocument();
    expect(within(home).getByText('643000000000000000')).toBeInTheDocument();
    expect(within(home).getByText('Paikka L1')).toBeInTheDocument(); // the official name under the user's own
    // District heating is both the utility and the contract kind.
    expect(within(screen.getByRole('listitem', { name: 'Paikka L2' })).getAllByText('Kaukolämpö', { selector: 'dd' })).toHaveLength(2);
    expect(within(screen.getByRole('listitem', { name: 'Paikka L3' })).getByText('Ei voimassa olevaa sopimusta')).toBeInTheDocument();
  });

  it('says so when there are no places', async () => {
    renderPage({ [CONTENT]: { content: [] } });
    expect(await screen.findByText('Sinulla ei ole vielä käyttöpaikkoja tässä palvelussa.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    renderPage({
      [CONTENT]: () => {
        if (fail) throw apiFailure(500, 'INTERNAL');
        return { content: three() };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Käyttöpaikkojen lataaminen epäonnistui.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: 'Koti' })).toBeInTheDocument();
  });

  it('moves a place down with the keyboard, announces the new position and saves the order', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({
      [CONTENT]: { content: three() },
      [ORDER]: (call) => {
        const ids = (call.body as { locationIdentifiers: string[] }).locationIdentifiers;
        return {
          content: ids.map((id, order) => ({ ...three().find((i) => i.location.locationIdentifier === id)!, order })),
        } satisfies ContentResponse;
      },
    });
    const down = await screen.findByRole('button', { name: 'Siirrä alas: Koti' });
    expect(screen.getByRole('button', { name: 'Siirrä ylös: Koti' })).toHaveAttribute('aria-disabled', 'true');
    down.focus();
    await user.keyboard('{Enter}');
    expect(cardNames()).toEqual(['Paikka L2', 'Koti', 'Paikka L3']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Koti on nyt sijalla 2/3.');
    await waitFor(() => expect(api.calls.some((c) => `${c.method} ${c.path}` === ORDER)).toBe(true));
    expect(api.calls.find((c) => `${c.method} ${c.path}` === ORDER)?.body).toEqual({ locationIdentifiers: ['L2', 'L1', 'L3'] });
    // Focus stays on the pressed button, so pressing again keeps moving the same place.
    expect(screen.getByRole('button', { name: 'Siirrä alas: Koti' })).toHaveFocus();
  });

  it('restores the saved order and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderPage({
      [CONTENT]: { content: three() },
      [ORDER]: () => {
        throw apiFailure(500, 'INTERNAL');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siirrä alas: Koti' }));
    expect(
      await screen.findByText('Järjestyksen tallentaminen epäonnistui. Järjestys palautettiin ennalleen.', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(['Koti', 'Paikka L2', 'Paikka L3']);
  });

  it('renames inline: Enter saves, focus returns to the Rename button', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({
      [CONTENT]: { content: three() },
      [nameOf('L2')]: (call) => ({ locationIdentifier: 'L2', displayName: (call.body as { displayName: string }).displayName }),
    });
    await user.click(await screen.findByRole('button', { name: 'Nimeä: Paikka L2' }));
    const input = screen.getByRole('textbox', { name: 'Käyttöpaikan nimi' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Mökki{Enter}');
    expect(await screen.findByRole('link', { name: 'Mökki' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ displayName: 'Mökki' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nimeä: Mökki' })).toHaveFocus());
  });

  it('keeps the editor open with the text when the server refuses the name', async () => {
    const user = userEvent.setup();
    renderPage({
      [CONTENT]: { content: three() },
      [nameOf('L1')]: () => {
        throw apiFailure(403, 'FORBIDDEN');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nimeä: Koti' }));
    const input = screen.getByRole('textbox', { name: 'Käyttöpaikan nimi' });
    await user.type(input, ' 2{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nimen tallentaminen epäonnistui. Yritä uudelleen.');
    expect(input).toHaveValue('Koti 2');
    expect(input).toHaveFocus();
  });

  it('validates the name (1–60 characters) before sending, and Escape cancels', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({ [CONTENT]: { content: three() } });
    await user.click(await screen.findByRole('button', { name: 'Nimeä: Koti' }));
    const input = screen.getByRole('textbox', { name: 'Käyttöpaikan nimi' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Anna käyttöpaikalle nimi.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'x'.repeat(61));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Nimi voi olla enintään 60 merkkiä.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nimeä: Koti' })).toHaveFocus());
  });

  it('offers no changes on a read-only place', async () => {
    renderPage({ [CONTENT]: { content: [contentItem('L1', 0, { accessRight: 'READ_ONLY' })] } });
    const item = await screen.findByRole('listitem', { name: 'Paikka L1' });
    expect(within(item).getByText('Vain luku')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pages a B2B list 20 at a time and sorts it; moving is offered only in the own order', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) =>
      contentItem(`B${i}`, i, { companyName: 'Yritys Oy' }, { address: `Tehdaskatu ${i + 1}, 00100 Helsinki` }),
    );
    renderPage({ [CONTENT]: { content: many } }, 'B2B');
    await screen.findByRole('link', { name: 'Paikka B0' });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Sivutus' });
    expect(pager).toHaveTextContent('Sivu 1/3');
    await user.click(within(pager).getByRole('button', { name: 'Seuraava sivu' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName('Paikka B20');
    expect(screen.getByRole('navigation', { name: 'Sivutus' })).toHaveTextContent('Näytetään 21–40 / 45');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lajittele' }), 'Osoite Ö–A');
    expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName('Paikka B44');
    expect(screen.queryByRole('button', { name: /Siirrä/ })).not.toBeInTheDocument();
    expect(screen.getByText('Järjestä omaan järjestykseen valitsemalla lajitteluksi ”Oma järjestys”.')).toBeInTheDocument();
  });
});
