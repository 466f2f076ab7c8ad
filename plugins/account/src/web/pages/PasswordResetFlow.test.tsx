import { apiFailure } from '@portal/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/renderAccount';

describe('forgotten password', () => {
  it('sends a code, takes the code and a new password, and returns to login', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/unohtunut-salasana', {
      'POST /api/auth/v1/send-reset-password-code': { accepted: true },
      'POST /api/auth/v1/reset-password': { passwordChanged: true },
    });
    await user.type(screen.getByLabelText('Sähköpostiosoite'), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByRole('heading', { name: 'Aseta uusi salasana' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Jos osoitteella on tili, lähetimme siihen koodin.');
    await user.type(screen.getByLabelText('Vahvistuskoodi'), '654321');
    await user.type(screen.getByLabelText('Uusi salasana'), 'uusi pitkä salasana');
    await user.type(screen.getByLabelText('Uusi salasana uudelleen'), 'uusi pitkä salasana');
    await user.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Salasana on vaihdettu.');
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/auth/v1/reset-password',
      body: { email: 'maija@example.fi', code: '654321', newPassword: 'uusi pitkä salasana' },
    });
  });

  it('explains an expired code', async () => {
    const user = userEvent.setup();
    renderAccount('/uusi-salasana', {
      'POST /api/auth/v1/reset-password': () => {
        throw apiFailure(400, 'INVALID_CODE', 'body.code');
      },
    });
    await user.type(screen.getByLabelText('Sähköpostiosoite'), 'maija@example.fi');
    await user.type(screen.getByLabelText('Vahvistuskoodi'), '654321');
    await user.type(screen.getByLabelText('Uusi salasana'), 'uusi pitkä salasana');
    await user.type(screen.getByLabelText('Uusi salasana uudelleen'), 'uusi pitkä salasana');
    await user.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koodi on väärä tai vanhentunut.');
  });

  it('sends a forced reset reached without a ticket back to login', async () => {
    renderAccount('/vaihda-salasana');
    expect(screen.getByRole('alert')).toHaveTextContent('Kirjaudu ensin sisään');
    await userEvent.click(screen.getByRole('button', { name: 'Kirjautumiseen' }));
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('calls POST /api/auth/v1/logout and returns to login saying so', async () => {
    const { api } = renderAccount('/kirjaudu-ulos', { 'POST /api/auth/v1/logout': null });
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Olet kirjautunut ulos.');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/v1/logout')).toBe(true);
  });
});
