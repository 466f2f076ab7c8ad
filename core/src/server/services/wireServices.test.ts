import { describe, expect, it } from 'vitest';
import { createServiceRef } from '../../di/serviceRef';
import type { ServerPluginContext } from '../serverPlugin';
import { optionalService } from './serviceDeps';
import { createServiceFactory } from './serviceFactory';
import { wireServices } from './wireServices';

interface Counter {
  next(): number;
}
interface Greeter {
  greet(): string;
}

const counterRef = createServiceRef<Counter>({ id: 'test.counter' });
const greeterRef = createServiceRef<Greeter>({ id: 'test.greeter' });
// The factories only read the company; the rest of the context is never touched here.
const context = { company: 'KUO' } as ServerPluginContext;

function counterFactory(calls: string[]) {
  return createServiceFactory({
    service: counterRef,
    factory: () => {
      calls.push('counter');
      let n = 0;
      return { next: () => ++n };
    },
  });
}

const greeterFactory = createServiceFactory({
  service: greeterRef,
  deps: { counter: counterRef },
  factory: ({ counter }, { company }) => ({ greet: () => `${company} ${counter.next()}` }),
});

describe('wireServices', () => {
  it('builds every service once, after the services it needs, and hands consumers the same instances', async () => {
    const calls: string[] = [];
    // The greeter's provider comes first in the list; its dependency must still be built before it.
    const services = await wireServices({
      providers: [
        { id: 'greetings', provides: [greeterFactory] },
        { id: 'counting', provides: [counterFactory(calls)] },
      ],
      consumers: [
        { id: 'a', deps: { greeter: greeterRef } },
        { id: 'b', deps: { counter: counterRef } },
      ],
      context,
    });
    const { greeter } = services.depsOf('a', { greeter: greeterRef });
    const { counter } = services.depsOf('b', { counter: counterRef });
    expect(greeter.greet()).toBe('KUO 1');
    expect(counter.next()).toBe(2);
    expect(calls).toEqual(['counter']);
  });

  it('refuses a consumer whose required service no plugin of the set provides, naming both', async () => {
    await expect(wireServices({ providers: [], consumers: [{ id: 'b2b', deps: { counter: counterRef } }], context })).rejects.toThrow(
      'Server plugin "b2b" needs the service "test.counter", which no plugin in company KUO\'s set provides',
    );
  });

  it("refuses a provider whose factory's own dependency is missing, naming the provider", async () => {
    await expect(wireServices({ providers: [{ id: 'greetings', provides: [greeterFactory] }], consumers: [], context })).rejects.toThrow(
      'Service "test.greeter" of plugin "greetings" needs the service "test.counter"',
    );
  });

  it('hands undefined for an optional dependency nobody provides, and the consumer still starts', async () => {
    const services = await wireServices({ providers: [], consumers: [{ id: 'faults', deps: { counter: optionalService(counterRef) } }], context });
    expect(services.depsOf('faults', { counter: optionalService(counterRef) }).counter).toBeUndefined();
  });

  it('hands the provided instance for an optional dependency that is there', async () => {
    const services = await wireServices({
      providers: [{ id: 'counting', provides: [counterFactory([])] }],
      consumers: [{ id: 'faults', deps: { counter: optionalService(counterRef) } }],
      context,
    });
    expect(services.depsOf('faults', { counter: optionalService(counterRef) }).counter?.next()).toBe(1);
  });

  it('reports a cycle with the services and their providers', async () => {
    const pingRef = createServiceRef<object>({ id: 'test.ping' });
    const pongRef = createServiceRef<object>({ id: 'test.pong' });
    const ping = createServiceFactory({ service: pingRef, deps: { pong: pongRef }, factory: () => ({}) });
    const pong = createServiceFactory({ service: pongRef, deps: { ping: pingRef }, factory: () => ({}) });
    await expect(
      wireServices({
        providers: [
          { id: 'left', provides: [ping] },
          { id: 'right', provides: [pong] },
        ],
        consumers: [],
        context,
      }),
    ).rejects.toThrow(
      'Service dependency cycle: "test.ping" → "test.pong" → "test.ping"; services "test.ping" (plugin "left"), "test.pong" (plugin "right") need each other',
    );
  });

  it('refuses two providers of one service, and lets the host provide like a plugin', async () => {
    await expect(
      wireServices({
        providers: [
          { id: 'host', provides: [counterFactory([])] },
          { id: 'counting', provides: [counterFactory([])] },
        ],
        consumers: [],
        context,
      }),
    ).rejects.toThrow('Service "test.counter" is provided by both the host and plugin "counting"; at most one may provide it');
    const services = await wireServices({
      providers: [{ id: 'host', provides: [counterFactory([])] }],
      consumers: [{ id: 'p', deps: { counter: counterRef } }],
      context,
    });
    expect(services.depsOf('p', { counter: counterRef }).counter.next()).toBe(1);
  });
});
