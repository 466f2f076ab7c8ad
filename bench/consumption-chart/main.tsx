import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConsumptionChart } from '../../plugins/consumption/src/web/components/chart/ConsumptionChart';
import type { ConsumptionChartFormat, ConsumptionChartText } from '../../plugins/consumption/src/web/components/chart/chartText';
import type { ChartOverlay, ChartPoint } from '../../plugins/consumption/src/web/model/chartPoint';
import { yearOfQuarters } from './yearOfQuarters';

/**
 * Mounts the real ConsumptionChart with a year of 15-minute data and times, with performance.now():
 *  - mount: render of a fresh root (synchronous, flushSync) until the next animation frame, i.e.
 *    reduction + React render + commit + style/layout up to the frame that paints it;
 *  - swap: re-render of the mounted chart with another year of data, the same way.
 * Results go to window.__benchResult for the runner (run.mjs).
 */
declare global {
  interface Window {
    __benchResult?: unknown;
  }
}

const WIDTH = 960;
const RUNS = 15;

const text: ConsumptionChartText = {
  summary: 'Kulutus 2025: yhteensä 1 850 kWh',
  keyboardHint: 'Siirry pylväästä toiseen nuolinäppäimillä.',
  seriesLabel: 'Kulutus (kWh)',
  quality: { measured: 'Mitattu', estimated: 'Arvioitu', missing: 'Puuttuu', notYet: 'Ei vielä mitattu' },
  noValue: 'ei tietoa',
  incompleteIntervals: (p) => (p.missingIntervals > 0 ? `${p.missingIntervals} / ${p.intervals} jaksoa puuttuu` : null),
};

const format: ConsumptionChartFormat = {
  tick: (p) => new Date(p.start).toISOString().slice(5, 10),
  range: (p) => `${new Date(p.start).toISOString()}–${new Date(p.end).toISOString()}`,
  value: (v, d) => v.toFixed(d).replace('.', ','),
  valueDecimals: 2,
  valueUnit: 'kWh',
};

function temperatureFor(points: readonly ChartPoint[], seed: number): ChartOverlay {
  return {
    id: 'temperature',
    label: 'Ulkolämpötila',
    unit: '°C',
    values: points.map((_, i) => 5 - 15 * Math.cos((i / 35_040) * 2 * Math.PI) + Math.sin(i / 48 + seed)),
    aggregation: 'mean',
    axis: 'secondary',
    decimals: 1,
  };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function run() {
  const datasets = [0, 1].map((seed) => {
    const points = yearOfQuarters(seed);
    return { points, overlays: [temperatureFor(points, seed)] };
  });
  const container = document.getElementById('root')!;
  const mounts: number[] = [];
  const swaps: number[] = [];
  let pointsInSvg = 0;
  let barsInSvg = 0;

  for (let run = 0; run < RUNS; run++) {
    const host = document.createElement('div');
    container.replaceChildren(host);
    const root = createRoot(host);
    const a = datasets[run % 2]!;
    const b = datasets[(run + 1) % 2]!;

    let started = performance.now();
    flushSync(() => root.render(<ConsumptionChart points={a.points} overlays={a.overlays} width={WIDTH} text={text} format={format} />));
    await nextFrame();
    mounts.push(performance.now() - started);

    started = performance.now();
    flushSync(() => root.render(<ConsumptionChart points={b.points} overlays={b.overlays} width={WIDTH} text={text} format={format} />));
    await nextFrame();
    swaps.push(performance.now() - started);

    const svg = host.querySelector('svg[role="img"]')!;
    pointsInSvg = Number(svg.getAttribute('data-points'));
    barsInSvg = [...host.querySelectorAll('[data-testid="chart-bars"] [data-bars]')].reduce((n, el) => n + Number(el.getAttribute('data-bars')), 0);
    root.unmount();
  }
  // The first run includes JIT warm-up; it is reported but not in the median.
  window.__benchResult = {
    width: WIDTH,
    intervals: datasets[0]!.points.length,
    pointsInSvg,
    barsInSvg,
    runs: RUNS,
    mountFirstMs: mounts[0],
    mountMedianMs: median(mounts.slice(1)),
    mountMaxMs: Math.max(...mounts.slice(1)),
    swapMedianMs: median(swaps.slice(1)),
    swapMaxMs: Math.max(...swaps.slice(1)),
  };
}

void run().catch((error: unknown) => {
  window.__benchResult = { error: String(error) };
});
