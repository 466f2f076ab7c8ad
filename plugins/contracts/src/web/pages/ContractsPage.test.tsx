import { ApiClientRef, type FlagValues } from '@portal/core';
import { apiFailure, createFakeApiClient, renderWithPortal, substitute, type FakeApiRoutes } from '@portal/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONTRACTS_API } from '../../contract/contracts';
import { contractsPlugin } from '../../index';
import { contractsAnswer, fixedContract, offersAnswer, pageRoutes, PLACE, USER_ID } from '../testing/contractsFixtures';
import ContractsPage from './ContractsPage';

const ALL_FLAGS: FlagValues = {
  contractsAndPrices: true,
  greenPower: true,
  homeInsurance: true,
  followUpOffer: true,
  networkProductComparison: true,
};

function renderPage(routes: FakeApiRoutes, flags: FlagValues = ALL_FLAGS) {
  const api = createFakeApiClient(routes);
  const result = renderWithPortal(
    <Routes>
      <Route path="/sopimukset/:locationIdentifier" element={<ContractsPage />} />
    </Routes>,
    { plugins: [contractsPlugin], flags, route: `/sopimukset/${PLACE}`, services: [substitute(ApiClientRef, api)] },
  );
  return { ...result, api };
}

describe('contracts page', () => {
  it('shows prices with VAT by default and without VAT after the toggle, in Finnish format', async () => {
    renderPage(pageRoutes());
    const card = await screen.findByRole('region', { name: 'Vare Kiinteä 24' });
    expect(card).toHaveTextContent('10,66 c/kWh (sis. ALV)');
    expect(card).toHaveTextContent('4,96 €/kk (sis. ALV)');
    expect(card).toHaveTextContent('1.3.2025–28.2.2026');
    expect(card).toHaveTextContent('1 665 kg CO2 vuodessa');

    await userEvent.click(screen.getByRole('radio', { name: 'Arvonlisäverottomina' }));
    expect(card).toHaveTextContent('8,49 c/kWh (ALV 0 %)');
    expect(card).toHaveTextContent('3,95 €/kk (ALV 0 %)');
    expect(screen.getByRole('radio', { name: 'Arvonlisäverottomina' })).toBeChecked();
  });

  it('starts in VAT 0 when the server says so for the place (business customer)', async () => {
    renderPage(pageRoutes(contractsAnswer({ vatIncluded: false })));
    expect(await screen.findByRole('region', { name: 'Vare Kiinteä 24' })).toHaveTextContent('8,49 c/kWh (ALV 0 %)');
    expect(screen.getByRole('radio', { name: 'Arvonlisäverottomina' })).toBeChecked();
  });

  it('opens the confirm modal from the green power switch and shows success after saving', async () => {
    const { api } = renderPage({
      ...pageRoutes(),
      [`PUT ${CONTRACTS_API.greenPower(USER_ID, PLACE)}`]: {
        contractId: 'K-FIX',
        greenPower: { ...fixedContract().greenPower, greenPowerOn: true },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Vare Tuulivoima käytössä' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: 'Otetaanko vihreä sähkö käyttöön?' });
    // Nothing is sent before the customer confirms.
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vahvista' }));
    expect(await screen.findByRole('dialog', { name: 'Vihreä sähkö on käytössä' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ on: true });
  });

  it('sends nothing when the change is cancelled, and shows the error modal when saving fails', async () => {
    const { api } = renderPage({
      ...pageRoutes(),
      [`PUT ${CONTRACTS_API.greenPower(USER_ID, PLACE)}`]: () => {
        throw apiFailure(409, 'CONFLICT');
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Vare Tuulivoima käytössä' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Peruuta' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByRole('switch', { name: 'Vare Tuulivoima käytössä' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vahvista' }));
    const error = await screen.findByRole('alertdialog', { name: 'Muutos epäonnistui' });
    expect(error).toHaveTextContent('Virhekoodi: CONFLICT');
  });

  it('opens the green power info modal from the keyboard', async () => {
    renderPage(pageRoutes());
    const info = await screen.findByRole('button', { name: 'Mitä vihreä sähkö on?' });
    info.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Vihreä sähkö' });
    expect(dialog).toHaveTextContent('3 000 kWh');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the switches and the accept button from a read-only viewer', async () => {
    renderPage(pageRoutes(contractsAnswer({ accessRight: 'READ_ONLY' }), offersAnswer({ accessRight: 'READ_ONLY' })));
    expect(await screen.findByText('Sinulla on käyttöpaikkaan lukuoikeus, joten et voi muuttaa sopimusta.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vare Kiinteä 24' })).toHaveTextContent('Vare Tuulivoima: Ei käytössä');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Jatkotarjous' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hyväksy tarjous' })).not.toBeInTheDocument();
  });

  it('accepts a follow-up offer through confirm and success', async () => {
    const { api } = renderPage({
      ...pageRoutes(),
      [`PUT ${CONTRACTS_API.acceptFollowUpOffer(USER_ID, 'LEAD-1')}`]: {
        leadId: 'LEAD-1',
        locationIdentifier: PLACE,
        newContractId: 'FU-LEAD-1',
        startDate: '2026-03-01',
        acceptedAt: '2026-01-15T10:00:00.000Z',
      },
    });
    const offer = await screen.findByRole('region', { name: 'Jatkotarjous' });
    expect(offer).toHaveTextContent('10,03 c/kWh (sis. ALV)');
    await userEvent.click(within(offer).getByRole('button', { name: 'Hyväksy tarjous' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hyväksytäänkö jatkotarjous?' });
    expect(confirm).toHaveTextContent('alkaa 1.3.2026');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hyväksy' }));
    expect(await screen.findByRole('dialog', { name: 'Jatkotarjous hyväksytty' })).toHaveTextContent('1.3.2026');
    expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/followupoffer/accept/LEAD-1'))).toBe(true);
  });

  it('explains why the contract cannot be switched now', async () => {
    renderPage(pageRoutes());
    expect(await screen.findByText('Määräaikainen sopimuksesi on voimassa. Uusi sopimus voi alkaa 1.3.2026.')).toBeInTheDocument();
  });

  it('says when the place has no contracts', async () => {
    renderPage(pageRoutes(contractsAnswer({ contracts: [] })));
    expect(await screen.findByText('Käyttöpaikalla ei ole voimassa olevia sopimuksia.')).toBeInTheDocument();
  });

  it('says the place was not found on 404', async () => {
    renderPage({
      ...pageRoutes(),
      [`GET ${CONTRACTS_API.contracts(USER_ID, PLACE)}`]: () => {
        throw apiFailure(404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Käyttöpaikkaa ei löytynyt.');
  });

  it('does not ask for follow-up offers or the comparison while their flags are off', async () => {
    const { api } = renderPage(pageRoutes(contractsAnswer({ contracts: [fixedContract({ greenPower: null })] })), {
      contractsAndPrices: true,
    });
    await screen.findByRole('region', { name: 'Vare Kiinteä 24' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/followupoffer'))).toBe(false);
    expect(api.calls.some((c) => c.path.endsWith('/productComparison'))).toBe(false);
  });
});
