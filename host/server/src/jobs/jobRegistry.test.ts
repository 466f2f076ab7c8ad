import { defineJob, defineServerPlugin, type ServerPlugin } from '@portal/core/server';
import { describe, expect, it } from 'vitest';
import { createJobRegistry } from './jobRegistry';

const noop = async () => undefined;
const plugin = (id: string, jobs: ServerPlugin['jobs']) => defineServerPlugin({ id, version: '0.0.0', apiVersion: 1, jobs });

describe('job registry (checked at start-up)', () => {
  it('collects the host jobs and every plugin job, by event and by schedule', () => {
    const registry = createJobRegistry(
      [
        plugin('alerts', [
          defineJob({ name: 'alerts.evaluate', run: noop, on: ['metering.readings-loaded'] }),
          defineJob({ name: 'alerts.daily', run: noop, schedule: '0 14 * * *' }),
        ]),
      ],
      [defineJob({ name: 'core.tidy', run: noop })],
    );
    expect(registry.names).toEqual(['core.tidy', 'alerts.evaluate', 'alerts.daily']);
    expect(registry.onEvent('metering.readings-loaded').map((job) => job.name)).toEqual(['alerts.evaluate']);
    expect(registry.onEvent('market.spot-prices-loaded')).toEqual([]);
    expect(registry.scheduled.map((job) => job.name)).toEqual(['alerts.daily']);
  });

  it('refuses to start with a name used twice', () => {
    expect(() => createJobRegistry([plugin('a', [defineJob({ name: 'a.x', run: noop }), defineJob({ name: 'a.x', run: noop })])], [])).toThrow(
      /already used/,
    );
  });

  it('refuses a name outside its owner, a bad schedule, an unknown event, a bad retry setting', () => {
    expect(() => createJobRegistry([plugin('a', [defineJob({ name: 'b.x', run: noop })])], [])).toThrow(/"a.<job>"/);
    expect(() => createJobRegistry([], [defineJob({ name: 'alerts.x', run: noop })])).toThrow(/"core.<job>"/);
    expect(() => createJobRegistry([plugin('a', [defineJob({ name: 'a.x', run: noop, schedule: 'every day' })])], [])).toThrow(/schedule/);
    expect(() => createJobRegistry([plugin('a', [defineJob({ name: 'a.x', run: noop, on: ['nope' as 'market.spot-prices-loaded'] })])], [])).toThrow(
      /no domain event/,
    );
    expect(() => createJobRegistry([plugin('a', [defineJob({ name: 'a.x', run: noop, retryLimit: -1 })])], [])).toThrow(/retryLimit/);
  });
});
