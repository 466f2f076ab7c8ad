import { apiFailure, axeViolations, type FakeApiRoutes } from '@portal/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ElectricityConsumptionPage from '../../pages/ElectricityConsumptionPage';
import { contentAnswer, feature, meAnswer, paths, profileAnswer, timeseriesAnswer } from '../../testing/consumptionFixtures';
import { callsTo, renderConsumptionPage } from '../../testing/renderConsumptionPage';

const PROFILE = '/electricity/profile';

function renderPage(profile: FakeApiRoutes[string] = profileAnswer()) {
  return renderConsumptionPage(
    ElectricityConsumptionPage,
    '/kulutus',
    {
      [paths.me]: meAnswer,
      [paths.content]: contentAnswer([feature('consumption')]),
      [paths.details]: { vat: true },
      [paths.timeseries]: timeseriesAnswer(),
      [paths.profile]: profile,
    },
    {},
  );
}

async function chooseMode(name: string): Promise<void> {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

describe('consumption profile section', () => {
  it('draws 24 hour-of-day and 7 weekday bars for the shown week, each summed up for screen readers', async () => {
    const { api } = renderPage();
    await screen.findByRole('img', { name: /^Kulutus \(kWh\)/ });
    expect(screen.queryByRole('region', { name: /^Kulutusprofiili/ })).not.toBeInTheDocument();
    expect(callsTo(api, PROFILE)).toHaveLength(0);

    await chooseMode('Viikko');
    const section = await screen.findByRole('region', { name: 'Kulutusprofiili Viikko 3/2025' });
    expect(callsTo(api, PROFILE).at(-1)?.query).toEqual({ mode: 'week', start: '2025-01-14' });
    const hours = await within(section).findByRole('img', {
      name: 'Keskikulutus kellonajan mukaan Viikko 3/2025: suurin klo 18–19, 3,25 kWh. 24 pylvästä.',
    });
    expect(hours).toHaveAttribute('data-points', '24');
    const weekdays = within(section).getByRole('img', {
      name: 'Keskikulutus viikonpäivän mukaan Viikko 3/2025: suurin sunnuntai, 52,50 kWh. 7 pylvästä.',
    });
    expect(weekdays).toHaveAttribute('data-points', '7');
    // The hour without complete hours is drawn as a gap and the legend says what a gap is.
    expect(within(section).getByRole('list', { name: 'Keskikulutus tunnissa (kWh)' })).toHaveTextContent('Ei kokonaisia tunteja');
    expect(await axeViolations(section)).toEqual([]);
  });

  it('moves through the hours with the keyboard, naming each hour and what its average is over', async () => {
    renderPage();
    await chooseMode('Kuukausi');
    const chart = await screen.findByRole('group', { name: 'Keskikulutus tunnissa (kWh)' });
    chart.focus();
    await waitFor(() => expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('klo 00–01'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('klo 03–04');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('ei tietoa');
    await userEvent.keyboard('{End}');
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('klo 23–24');
    expect(tooltip).toHaveTextContent('Keskikulutus tunnissa (kWh): 1,23 kWh');
    expect(tooltip).toHaveTextContent('Keskiarvo 14 tunnista');
  });

  it('shows the same averages as two tables', async () => {
    renderPage();
    await chooseMode('Vuosi');
    const section = await screen.findByRole('region', { name: 'Kulutusprofiili 2025' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Näytä taulukkoina' }));
    const hourTable = within(section).getByRole('table', { name: 'Keskikulutus tunnissa (kWh) 2025' });
    const hourRows = within(hourTable).getAllByRole('row');
    expect(hourRows).toHaveLength(25);
    expect(
      within(hourTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kellonaika', 'Keskikulutus tunnissa (kWh)', 'Tunteja']);
    expect(hourRows[4]).toHaveTextContent('klo 03–04ei tietoa0');
    expect(hourRows[19]).toHaveTextContent('klo 18–193,2514');
    expect(hourRows[24]).toHaveTextContent('klo 23–241,2314');
    const dayTable = within(section).getByRole('table', { name: 'Keskikulutus päivässä (kWh) 2025' });
    const dayRows = within(dayTable).getAllByRole('row');
    expect(dayRows).toHaveLength(8);
    expect(dayRows[1]).toHaveTextContent('maanantai40,002');
    expect(dayRows[7]).toHaveTextContent('sunnuntai52,502');
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Näytä kaavioina' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(section)).toEqual([]);
  });

  it('says so when the period has no complete hour', async () => {
    renderPage(
      profileAnswer({
        byHourOfDay: Array.from({ length: 24 }, (_, hour) => ({ hour, averageKwh: null, samples: 0 })),
        byWeekday: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, averageKwh: null, days: 0 })),
        hoursUsed: 0,
      }),
    );
    await chooseMode('Kuukausi');
    const section = await screen.findByRole('region', { name: /^Kulutusprofiili/ });
    expect(await within(section).findByText('Valitulta jaksolta ei ole kokonaisia tunteja kulutusprofiilin laskemiseen.')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    renderPage(() => {
      if (fail) throw apiFailure(503, 'UNAVAILABLE');
      return profileAnswer();
    });
    await chooseMode('Kuukausi');
    const section = await screen.findByRole('region', { name: /^Kulutusprofiili/ });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Kulutusprofiilin lataaminen epäonnistui.');
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await within(section).findAllByRole('img')).toHaveLength(2);
  });

  it('is not shown for the five-year view', async () => {
    const { api } = renderPage();
    await chooseMode('Vuodet');
    await screen.findByRole('heading', { level: 2, name: /^Kulutus 20/ });
    expect(screen.queryByRole('region', { name: /^Kulutusprofiili/ })).not.toBeInTheDocument();
    expect(callsTo(api, PROFILE)).toHaveLength(0);
  });
});
