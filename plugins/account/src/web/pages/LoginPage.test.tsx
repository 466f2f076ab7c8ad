import { apiFailure } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/renderAccount';

const SESSION = { 'POST /api/auth/v1/session-status': { hasRefreshToken: true, expiresAt: 4_000_000_000 } };

async function logIn(email = 'maija@example.fi', password = 'salasana123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Sähköpostiosoite'), email);
  await user.type(screen.getByLabelText('Salasana'), password);
  await user.click(screen.getByRole('button', { name: 'Kirjaudu' }));
  return user;
}

describe('LoginPage', () => {
  it('logs in, starts the session and goes where the host asked (?next=)', async () => {
    const { api } = renderAccount('/kirjaudu?next=%2Fkayttopaikka', {
      'POST /api/auth/v1/login': { hasRefreshToken: true, expiresAt: 4_000_000_000 },
      ...SESSION,
    });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Käyttöpaikat' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/v1/login', body: { email: 'maija@example.fi', password: 'salasana123' } });
    expect(api.calls.some((c) => c.path === '/api/auth/v1/session-status')).toBe(true);
  });

  it('never follows ?next= off the portal', async () => {
    renderAccount('/kirjaudu?next=%2F%2Fevil.example', {
      'POST /api/auth/v1/login': { hasRefreshToken: true, expiresAt: 4_000_000_000 },
      ...SESSION,
    });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Etusivu' })).toBeInTheDocument();
  });

  it('checks the fields first: the error summary takes focus and links to each field to fix', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/kirjaudu');
    await user.click(screen.getByRole('button', { name: 'Kirjaudu' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Korjaa seuraavat kohdat');
    const email = screen.getByLabelText('Sähköpostiosoite');
    expect(email).toHaveAccessibleDescription('Virhe: Anna sähköpostiosoite.');
    expect(screen.getByLabelText('Salasana')).toHaveAccessibleDescription('Virhe: Anna salasana.');
    await user.click(within(summary).getByRole('link', { name: 'Anna sähköpostiosoite.' }));
    expect(email).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('explains wrong credentials, with the way out linked, and moves focus to the message', async () => {
    renderAccount('/kirjaudu', {
      'POST /api/auth/v1/login': () => {
        throw apiFailure(401, 'INVALID_CREDENTIALS');
      },
    });
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sähköpostiosoite tai salasana on väärin.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getAllByRole('link', { name: 'Unohditko salasanasi?' })[0]).toHaveAttribute('href', '/unohtunut-salasana');
  });

  it('tells the person to wait after too many attempts (429)', async () => {
    renderAccount('/kirjaudu', {
      'POST /api/auth/v1/login': () => {
        throw apiFailure(429, 'TOO_MANY_REQUESTS');
      },
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Liian monta epäonnistunutta yritystä. Odota 15 minuuttia');
  });

  it('sends an unconfirmed address to the confirmation screen', async () => {
    renderAccount('/kirjaudu', {
      'POST /api/auth/v1/login': () => {
        throw apiFailure(403, 'EMAIL_NOT_CONFIRMED');
      },
    });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Vahvista sähköpostiosoite' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sähköpostiosoite')).toHaveValue('maija@example.fi');
  });

  it('falls back to the e-mailed reset code when the required reset comes without a ticket', async () => {
    renderAccount('/kirjaudu', {
      'POST /api/auth/v1/login': () => {
        throw apiFailure(403, 'PASSWORD_RESET_REQUIRED');
      },
    });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Unohtunut salasana' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tilisi salasana on vaihdettava.');
    expect(screen.getByLabelText('Sähköpostiosoite')).toHaveValue('maija@example.fi');
  });

  it('leads a required password reset through the forced reset and logs in with the new password', async () => {
    const ticket = 'ticket-0123456789abcdef';
    let loginCalls = 0;
    const { api } = renderAccount('/kirjaudu', {
      'POST /api/auth/v1/login': () => {
        loginCalls += 1;
        if (loginCalls === 1) {
          // Core's error body carries details.resetTicket; the web error must pass it through.
          throw Object.assign(apiFailure(403, 'PASSWORD_RESET_REQUIRED'), { details: { resetTicket: ticket } });
        }
        return { hasRefreshToken: true, expiresAt: 4_000_000_000 };
      },
      'POST /api/auth/v1/force-reset-password': { passwordChanged: true },
      ...SESSION,
    });
    const user = await logIn('admin-made@example.fi', 'temporary1');
    expect(await screen.findByRole('heading', { name: 'Vaihda salasana' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Uusi salasana'), 'pitkä uusi salasana');
    await user.type(screen.getByLabelText('Uusi salasana uudelleen'), 'pitkä uusi salasana');
    await user.click(screen.getByRole('button', { name: 'Vaihda salasana ja kirjaudu' }));
    expect(await screen.findByRole('heading', { name: 'Etusivu' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/auth/v1/force-reset-password')?.body).toEqual({
      resetTicket: ticket,
      newPassword: 'pitkä uusi salasana',
    });
    expect(api.calls.filter((c) => c.path === '/api/auth/v1/login')[1]?.body).toEqual({
      email: 'admin-made@example.fi',
      password: 'pitkä uusi salasana',
    });
  });
});
