import { ApiClientRef, LOCATION_CARD_SLOT, Slot } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute } from '@portal/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consumptionPlugin } from '../../index';
import { budgetAnswer, contentAnswer, feature, meAnswer, paths, PLACE_ID, summaryAnswer } from '../testing/consumptionFixtures';

function renderCards(features: ReturnType<typeof feature>[], flags: Record<string, boolean>) {
  const api = createFakeApiClient({
    [paths.me]: meAnswer,
    [paths.content]: contentAnswer(features),
    [paths.details]: { vat: true },
    [paths.summary]: summaryAnswer(),
    [paths.budget]: budgetAnswer(),
    [paths.setBudget]: budgetAnswer({ budget: 600 }),
  });
  renderWithPortal(<Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier: PLACE_ID }} />, {
    plugins: [consumptionPlugin],
    flags: { consumption: true, ...flags },
    services: [substitute(ApiClientRef, api)],
  });
  return api;
}

describe('location cards', () => {
  it("show yesterday's consumption, its cost only with the euros flag, and the previous week and month", async () => {
    renderCards([feature('consumption')], { consumptionInEuros: true });
    const yesterday = await screen.findByRole('region', { name: 'Eilinen kulutus' });
    expect(await screen.findByText('34,50 kWh')).toBeInTheDocument();
    expect(yesterday).toHaveTextContent('Mittauspäivä 14.1.2025');
    expect(yesterday).toHaveTextContent('Hinta 4,31');
    expect(yesterday).toHaveTextContent('-10,00');
    const periods = screen.getByRole('region', { name: /Edellinen viikko/ });
    expect(periods).toHaveTextContent('240,00 kWh');
    expect(periods).toHaveTextContent('+12,50');
    expect(periods).toHaveTextContent('ei vertailutietoa');
  });

  it('show no cost without the euros flag', async () => {
    renderCards([feature('consumption')], {});
    const yesterday = await screen.findByRole('region', { name: 'Eilinen kulutus' });
    await screen.findByText('34,50 kWh');
    expect(yesterday).not.toHaveTextContent('Hinta');
  });

  it('show nothing where the place lacks the feature (absent = disabled)', async () => {
    const api = renderCards([], { consumptionBudget: true });
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/content'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('/v2/consumption/'))).toHaveLength(0);
  });
});

describe('budget card', () => {
  it('shows month to date and forecast against the budget, read-only without an edit button', async () => {
    renderCards([feature('consumptionBudget', true)], { consumptionBudget: true });
    const card = await screen.findByRole('region', { name: 'Kulutusbudjetti' });
    await screen.findByText(/Kuukausi tähän mennessä/);
    expect(card).toHaveTextContent('250,00 kWh / 500,00 kWh');
    expect(card).toHaveTextContent('Ennuste ylittää budjetin 50,00 kWh.');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(card).toHaveTextContent('Sinulla on budjettiin vain lukuoikeus.');
    expect(screen.queryByRole('button', { name: 'Muuta budjettia' })).not.toBeInTheDocument();
  });

  it('validates the amount and saves a new budget', async () => {
    const api = renderCards([feature('consumptionBudget')], { consumptionBudget: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Muuta budjettia' }));
    const field = screen.getByLabelText('Budjetti kuukaudessa (kWh)');
    await userEvent.clear(field);
    await userEvent.type(field, '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna budjetti' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Käytä enintään kahta desimaalia.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, '600,50');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna budjetti' }));
    expect(await screen.findByText('Budjetti tallennettu.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ budget: 600.5, unit: 'kWh', active: true });
  });
});
