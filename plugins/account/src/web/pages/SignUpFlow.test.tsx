import { apiFailure } from '@portal/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/renderAccount';

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, password = 'pitkä salasana', confirmation = password) {
  await user.type(screen.getByLabelText('Nimi'), 'Maija Meikäläinen');
  await user.type(screen.getByLabelText('Sähköpostiosoite'), 'maija@example.fi');
  await user.type(screen.getByLabelText('Uusi salasana'), password);
  await user.type(screen.getByLabelText('Uusi salasana uudelleen'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Luo tili' }));
}

describe('sign-up and confirmation', () => {
  it('checks the new password against the server rule and the confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/rekisteroidy');
    await fillSignUp(user, 'lyhyt', 'toinen');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Salasanassa on oltava vähintään 10 merkkiä.', 'Salasanat eivät ole samat.']);
    expect(screen.getByLabelText('Uusi salasana')).toHaveAccessibleDescription(/Salasanassa on oltava vähintään 10 merkkiä/);
    expect(screen.getByLabelText('Uusi salasana uudelleen')).toHaveAccessibleDescription('Virhe: Salasanat eivät ole samat.');
    expect(api.calls).toHaveLength(0);
  });

  it('signs up, then confirms the code and lands on login with the news', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/rekisteroidy', {
      'POST /api/auth/v1/sign-up': { email: 'maija@example.fi', confirmationRequired: true },
      'POST /api/auth/v1/confirm-signup': { verified: true },
    });
    await fillSignUp(user);
    expect(await screen.findByRole('heading', { name: 'Vahvista sähköpostiosoite' })).toBeInTheDocument();
    expect(screen.getByText('Syötä koodi, jonka lähetimme osoitteeseen maija@example.fi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Vahvistuskoodi'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sähköpostiosoite on vahvistettu.');
    expect(screen.getByLabelText('Sähköpostiosoite')).toHaveValue('maija@example.fi');
    expect(api.calls.find((c) => c.path === '/api/auth/v1/sign-up')?.body).toEqual({
      name: 'Maija Meikäläinen',
      email: 'maija@example.fi',
      password: 'pitkä salasana',
    });
    expect(api.calls.find((c) => c.path === '/api/auth/v1/confirm-signup')?.body).toEqual({ email: 'maija@example.fi', code: '123456' });
  });

  it("opens core's account-already-exists modal and keeps the way out on the page", async () => {
    const user = userEvent.setup();
    renderAccount('/rekisteroidy', {
      'POST /api/auth/v1/sign-up': () => {
        throw apiFailure(409, 'ACCOUNT_ALREADY_EXISTS', 'body.email');
      },
    });
    await fillSignUp(user);
    // An error-kind modal is an alertdialog (WAI-ARIA): it interrupts.
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tili on jo olemassa')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText(/Tällä sähköpostiosoitteella on jo tili/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unohditko salasanasi?' })).toBeInTheDocument();
  });

  it('explains a wrong code and sends a new one on request', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/vahvista', {
      'POST /api/auth/v1/confirm-signup': () => {
        throw apiFailure(400, 'INVALID_CODE', 'body.code');
      },
      'POST /api/auth/v1/resend-signup-code': { accepted: true },
    });
    await user.type(screen.getByLabelText('Sähköpostiosoite'), 'maija@example.fi');
    await user.type(screen.getByLabelText('Vahvistuskoodi'), '000000');
    await user.click(screen.getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koodi on väärä tai vanhentunut.');
    await user.click(screen.getByRole('button', { name: 'Lähetä uusi koodi' }));
    expect(await screen.findByText('Lähetimme uuden koodin, jos osoitteella on vahvistamaton tili.')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/auth/v1/resend-signup-code', body: { email: 'maija@example.fi' } });
  });
});
