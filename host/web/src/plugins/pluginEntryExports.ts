/**
 * What a plugin's `src/index.ts` (the module every visitor loads at start-up) may export (issue 19):
 * its manifest, route/modal/slot refs, constants and types. Types vanish at run time, so only values
 * are checked:
 * - the manifest: the object with the plugin's id and a numeric apiVersion (made by definePlugin);
 * - a ref: a frozen plain object `{ kind: 'route' | 'modal' | 'slot', id }`, the shape core's
 *   createRouteRef, createModalRef and createSlotRef return;
 * - a constant: a string, number, boolean, null or undefined, or a plain object or array of constants.
 * Anything else (a function, a component, a zod schema or other class instance) is runtime code that
 * would be bundled into the start-up chunk for every visitor.
 */
const REF_KINDS = new Set(['route', 'modal', 'slot']);

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function isManifest(pluginId: string, value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { id?: unknown }).id === pluginId &&
    typeof (value as { apiVersion?: unknown }).apiVersion === 'number'
  );
}

function isRef(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !isPlainObject(value) || !Object.isFrozen(value)) return false;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  return typeof kind === 'string' && REF_KINDS.has(kind) && typeof id === 'string';
}

function isConstant(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every(isConstant);
  return isPlainObject(value) && Object.values(value).every(isConstant);
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function or component';
  if (typeof value === 'object' && value !== null) {
    const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
    return name && name !== 'Object' ? `an instance of ${name}` : 'an object holding runtime values';
  }
  return typeof value;
}

/** One message per export that is not a manifest, a ref, a constant or a type. */
export function disallowedPluginExports(pluginId: string, exports: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(exports)
    .filter(([, value]) => !isManifest(pluginId, value) && !isRef(value) && !isConstant(value))
    .map(
      ([name, value]) =>
        `plugin "${pluginId}" exports "${name}" from src/index.ts, which is ${describe(value)}: a plugin's index.ts may export only its manifest, route/modal/slot refs, constants and types. ` +
        `Export schemas from src/contract.ts and code from the module that uses it (loaded with import() by the manifest), or export only its type (export type { ... }).`,
    );
}
