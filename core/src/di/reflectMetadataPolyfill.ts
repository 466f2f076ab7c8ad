/**
 * tsyringe refuses to load unless the Reflect metadata API exists. The portal never relies on
 * emitted decorator metadata (explicit tokens and factories only; esbuild emits none anyway), so a
 * minimal store covering the calls tsyringe makes is enough. The full reflect-metadata package would
 * cost about 4.6 KB gzip of the initial bundle for nothing.
 */
type MetadataTarget = object;

interface ReflectMetadataApi {
  defineMetadata(key: unknown, value: unknown, target: MetadataTarget): void;
  getMetadata(key: unknown, target: MetadataTarget): unknown;
  getOwnMetadata(key: unknown, target: MetadataTarget): unknown;
  hasMetadata(key: unknown, target: MetadataTarget): boolean;
  metadata(key: unknown, value: unknown): (target: MetadataTarget) => void;
}

const reflect = Reflect as typeof Reflect & Partial<ReflectMetadataApi>;

if (typeof reflect.getMetadata !== 'function') {
  const store = new WeakMap<MetadataTarget, Map<unknown, unknown>>();
  const own = (key: unknown, target: MetadataTarget) => store.get(target)?.get(key);
  const api: ReflectMetadataApi = {
    defineMetadata(key, value, target) {
      const entries = store.get(target) ?? new Map<unknown, unknown>();
      entries.set(key, value);
      store.set(target, entries);
    },
    getOwnMetadata: own,
    // Walks the prototype chain like the full API, so a subclass sees its parent's metadata.
    getMetadata(key, target) {
      for (let current: MetadataTarget | null = target; current; current = Object.getPrototypeOf(current)) {
        const value = own(key, current);
        if (value !== undefined) return value;
      }
      return undefined;
    },
    hasMetadata(key, target) {
      return api.getMetadata(key, target) !== undefined;
    },
    metadata(key, value) {
      return (target) => api.defineMetadata(key, value, target);
    },
  };
  Object.assign(reflect, api);
}

export {};
