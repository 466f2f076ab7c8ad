import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '../../model/chartPoint';
import type { ConsumptionChartFormat, ConsumptionChartText } from './chartText';
import { ConsumptionChart } from './ConsumptionChart';

const HOUR = 3_600_000;
const dayStart = Date.parse('2025-03-04T22:00:00Z');

const points: ChartPoint[] = Array.from({ length: 24 }, (_, i) => ({
  start: dayStart + i * HOUR,
  end: dayStart + (i + 1) * HOUR,
  value: i === 5 ? null : i + 0.5,
  quality: i === 5 ? 'missing' : i === 3 ? 'estimated' : 'measured',
  intervals: 4,
  estimatedIntervals: i === 3 ? 4 : 0,
  missingIntervals: i === 5 ? 4 : 0,
}));

const text: ConsumptionChartText = {
  summary: 'Kulutus 5.3.2025: yhteensä 280,00 kWh',
  keyboardHint: 'Nuolinäppäimet',
  seriesLabel: 'Kulutus (kWh)',
  quality: { measured: 'Mitattu', estimated: 'Arvioitu', missing: 'Puuttuu', notYet: 'Ei vielä' },
  noValue: 'ei tietoa',
  incompleteIntervals: () => null,
};

const format: ConsumptionChartFormat = {
  tick: (p) => new Date(p.start).toISOString().slice(11, 16),
  range: (p) => `klo ${(p.start - dayStart) / HOUR}–${(p.end - dayStart) / HOUR}`,
  value: (v, d) => v.toFixed(d).replace('.', ','),
  valueDecimals: 2,
  valueUnit: 'kWh',
};

describe('ConsumptionChart', () => {
  it('is one labelled image with a legend explaining estimated and missing intervals', () => {
    render(<ConsumptionChart points={points} width={600} text={text} format={format} />);
    expect(screen.getByRole('img', { name: 'Kulutus 5.3.2025: yhteensä 280,00 kWh' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Kulutus (kWh)' });
    expect(legend).toHaveTextContent('Arvioitu');
    expect(legend).toHaveTextContent('Puuttuu');
    const bars = screen.getByTestId('chart-bars');
    // One path per kind of bar; data-bars counts the bars in it.
    expect(bars.querySelector('[data-quality="gap"]')).toHaveAttribute('data-bars', '1');
    expect(bars.querySelector('[data-quality="estimated"]')).toHaveAttribute('data-bars', '1');
    expect(bars.querySelector('[data-quality="measured"]')).toHaveAttribute('data-bars', '22');
  });

  it('moves through the points with the keyboard and shows and announces each', async () => {
    const user = userEvent.setup();
    render(<ConsumptionChart points={points} width={600} text={text} format={format} />);
    await user.tab();
    const chart = screen.getByRole('group', { name: 'Kulutus (kWh)' });
    expect(chart).toHaveFocus();
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('klo 0–1');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Kulutus (kWh): 3,50 kWh');
    expect(screen.getByTestId('chart-announcement')).toHaveTextContent('klo 3–4, Kulutus (kWh): 3,50 kWh, Arvioitu');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('chart-announcement')).toHaveTextContent('klo 5–6, Kulutus (kWh): ei tietoa, Puuttuu');
    await user.keyboard('{End}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('klo 23–24');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('klo 23–24');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('klo 0–1');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip for the point under the pointer', () => {
    render(<ConsumptionChart points={points} width={600} text={text} format={format} />);
    const hitArea = screen.getByTestId('chart-bars').parentElement!.querySelector('rect[fill="transparent"]')!;
    fireEvent.mouseMove(hitArea, { clientX: 60, clientY: 50 });
    expect(screen.getByTestId('chart-tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(hitArea);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('never hands more than about two points per pixel to the SVG', () => {
    const year: ChartPoint[] = Array.from({ length: 35_040 }, (_, i) => ({
      start: i * 900_000,
      end: (i + 1) * 900_000,
      value: 0.3,
      quality: 'measured',
      intervals: 1,
      estimatedIntervals: 0,
      missingIntervals: 0,
    }));
    render(<ConsumptionChart points={year} width={500} text={text} format={format} />);
    const svg = screen.getByRole('img');
    expect(Number(svg.getAttribute('data-points'))).toBeLessThanOrEqual(1000);
    const drawn = [...screen.getByTestId('chart-bars').querySelectorAll('[data-bars]')].reduce(
      (n, el) => n + Number(el.getAttribute('data-bars')),
      0,
    );
    expect(drawn).toBeLessThanOrEqual(1000);
  });
});
