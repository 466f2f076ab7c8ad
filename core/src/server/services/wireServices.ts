import type { ServerPluginContext } from '../serverPlugin';
import { depRef, isOptionalDep, type ResolvedServiceDeps, type ServiceDeps } from './serviceDeps';
import type { ServiceFactory } from './serviceFactory';

/** Who provides services: a plugin of the company's set, or the host itself (id 'host'). */
export interface ServiceProvider {
  readonly id: string;
  readonly provides?: readonly ServiceFactory[];
}

/** Who needs services: a plugin (its routes get them), or the host (its gates and guards do). */
export interface ServiceConsumer {
  readonly id: string;
  readonly deps?: ServiceDeps;
}

export interface WiredServices {
  /** The resolved deps of a consumer given to wireServices; throws for an unknown consumer id. */
  depsOf<D extends ServiceDeps>(consumerId: string, deps: D): ResolvedServiceDeps<D>;
}

interface Provision {
  readonly providerId: string;
  readonly factory: ServiceFactory;
}

function describeProvider(providerId: string): string {
  return providerId === 'host' ? 'the host' : `plugin "${providerId}"`;
}

function indexProvisions(providers: readonly ServiceProvider[]): Map<string, Provision> {
  const byId = new Map<string, Provision>();
  for (const provider of providers) {
    for (const factory of provider.provides ?? []) {
      const existing = byId.get(factory.service.id);
      // Two implementations would make the answer depend on mount order; one of them is a mistake.
      if (existing) {
        throw new Error(
          `Service "${factory.service.id}" is provided by both ${describeProvider(existing.providerId)} and ${describeProvider(provider.id)}; at most one may provide it`,
        );
      }
      byId.set(factory.service.id, { providerId: provider.id, factory });
    }
  }
  return byId;
}

/** Refuses, naming who needs what, when a required dep has no provider in the company's set. */
function checkRequired(needer: string, deps: ServiceDeps, provisions: ReadonlyMap<string, Provision>, company: string): void {
  for (const dep of Object.values(deps)) {
    if (isOptionalDep(dep) || provisions.has(dep.id)) continue;
    throw new Error(
      `${needer} needs the service "${dep.id}", which no plugin in company ${company}'s set provides. Add the plugin that provides it to the company's plugins in config/.`,
    );
  }
}

/** Provider ids in an order where every service comes after the services it needs; reports a cycle. */
function dependencyOrder(provisions: ReadonlyMap<string, Provision>): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (serviceId: string): void => {
    if (done.has(serviceId)) return;
    const start = visiting.indexOf(serviceId);
    if (start >= 0) {
      const cycle = [...visiting.slice(start), serviceId];
      const owners = cycle.slice(0, -1).map((id) => `"${id}" (${describeProvider(provisions.get(id)!.providerId)})`);
      throw new Error(`Service dependency cycle: ${cycle.map((id) => `"${id}"`).join(' → ')}; services ${owners.join(', ')} need each other`);
    }
    const provision = provisions.get(serviceId);
    if (!provision) return;
    visiting.push(serviceId);
    for (const dep of Object.values(provision.factory.deps)) visit(depRef(dep).id);
    visiting.pop();
    done.add(serviceId);
    order.push(serviceId);
  };
  for (const serviceId of provisions.keys()) visit(serviceId);
  return order;
}

function resolveDeps(deps: ServiceDeps, instances: ReadonlyMap<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(deps).map(([name, dep]) => [name, instances.get(depRef(dep).id)]));
}

/**
 * Wires the company's services (DESIGN §2, Backstage's backend system is the model): every provided
 * factory runs once, after the factories it depends on; each consumer then gets its declared deps.
 * Throws before anything is served when a required service has no provider in the set, when two
 * providers offer the same service, or when services need each other in a cycle.
 */
export async function wireServices(options: {
  readonly providers: readonly ServiceProvider[];
  readonly consumers: readonly ServiceConsumer[];
  readonly context: ServerPluginContext;
}): Promise<WiredServices> {
  const { providers, consumers, context } = options;
  const provisions = indexProvisions(providers);
  for (const consumer of consumers) {
    checkRequired(consumer.id === 'host' ? 'The host' : `Server plugin "${consumer.id}"`, consumer.deps ?? {}, provisions, context.company);
  }
  for (const [serviceId, provision] of provisions) {
    checkRequired(`Service "${serviceId}" of ${describeProvider(provision.providerId)}`, provision.factory.deps, provisions, context.company);
  }
  const instances = new Map<string, unknown>();
  for (const serviceId of dependencyOrder(provisions)) {
    const { factory } = provisions.get(serviceId)!;
    instances.set(serviceId, await factory.factory(resolveDeps(factory.deps, instances), context));
  }
  const known = new Set(consumers.map((consumer) => consumer.id));
  return {
    depsOf<D extends ServiceDeps>(consumerId: string, deps: D) {
      if (!known.has(consumerId)) throw new Error(`"${consumerId}" was not declared as a service consumer when the services were wired`);
      return resolveDeps(deps, instances) as ResolvedServiceDeps<D>;
    },
  };
}
