import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../testing/renderHost';

describe('language switch', () => {
  it("stores a signed-in person's choice on the server, so notifications come in that language", async () => {
    const view = renderHost({ plugins: [], route: '/', api: { 'POST /api/v2/user/42/setProperty': null } });
    // The switch is in the header before the session is known; only a signed-in choice is stored.
    await screen.findByRole('heading', { level: 1, name: 'Etusivu' });
    const select = await screen.findByRole('combobox', { name: 'Kieli' });
    await userEvent.selectOptions(select, 'sv');
    await waitFor(() => expect(view.api.calls.find((call) => call.path === '/api/v2/user/42/setProperty')?.body).toEqual({ language: 'sv' }));
    expect(await screen.findByRole('combobox', { name: 'Språk' })).toBeInTheDocument();
  });

  it('stores nothing for a visitor who is not signed in', async () => {
    const view = renderHost({ plugins: [], loggedIn: false, route: '/ilmoitukset/peru', api: { 'POST /api/v2/notifications/unsubscribe': null } });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Kieli' }), 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(view.api.calls.some((call) => call.path.endsWith('/setProperty'))).toBe(false);
  });
});
