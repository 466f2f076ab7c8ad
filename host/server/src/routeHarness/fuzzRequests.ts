import { requireSafeText, type RouteInventoryEntry } from '@portal/core/server';
import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';
import { encodeText, type HarnessRequest } from './harnessRequest';
import { zodArbitrary } from './zodArbitrary';

/** Text PostgreSQL cannot store or no field needs: NUL, C0/C1 controls, DEL, lone surrogates, U+FFFD. */
const UNSAFE_CHARS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff', '\ufffd'];
/** Bytes that are not UTF-8 (or are the unsafe characters above), percent-encoded for a path or query. */
const BAD_PERCENT = ['%FF', '%C3%28', '%ED%A0%80', '%E0%80', '%F8%88%80%80%80', '%00', '%1F', '%7F', '%C2%85', '%', '%G1'];

const unsafeText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...UNSAFE_CHARS), fc.string({ maxLength: 8 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);
const LONG = 'x'.repeat(100_000);

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A value of the wrong kind for almost any field: other types, empty, 100 kB, deeply nested, unsafe text. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 20 }),
  fc.constant(LONG),
  fc.integer({ min: 40, max: 300 }).map((depth) => nested(depth, 'x')),
  unsafeText,
  fc.jsonValue({ maxDepth: 2 }),
);

/** A path or query value as sent on the wire (already percent-encoded). */
const wrongWireValue: fc.Arbitrary<{ wire: string; unsafe: boolean }> = fc.oneof(
  unsafeText.map((text) => ({ wire: encodeText(text), unsafe: true })),
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...BAD_PERCENT)).map(([a, bad]) => ({ wire: `${encodeText(a)}${bad}`, unsafe: true })),
  fc.constantFrom('abc', '-1', '1e309', 'null', '[]', '{}', '0').map((wire) => ({ wire, unsafe: false })),
  fc.constant({ wire: 'a'.repeat(100_000), unsafe: false }),
);

export type Mutation =
  | { readonly part: 'path'; readonly pick: number; readonly value: { wire: string; unsafe: boolean } }
  | { readonly part: 'query'; readonly pick: number; readonly value: { wire: string; unsafe: boolean } }
  | { readonly part: 'body'; readonly op: 'replace' | 'delete' | 'extra'; readonly pick: number; readonly value: unknown; readonly key: string }
  | { readonly part: 'bodyUnsafe'; readonly pick: number; readonly text: string }
  | { readonly part: 'rawBody'; readonly bytes: Buffer };

const RAW_BODIES = [
  Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
  Buffer.concat([Buffer.from('["'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"]')]),
  Buffer.from('{"a":'),
  Buffer.from('\u0000'),
  Buffer.from('{"__proto__":{"x":1}}'),
];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ part: fc.constant('path' as const), pick: fc.nat(), value: wrongWireValue }),
  fc.record({ part: fc.constant('query' as const), pick: fc.nat(), value: wrongWireValue }),
  fc.record({
    part: fc.constant('body' as const),
    op: fc.constantFrom('replace' as const, 'delete' as const, 'extra' as const),
    pick: fc.nat(),
    value: wrongValue,
    key: fc.oneof(fc.string({ minLength: 1, maxLength: 10 }), unsafeText),
  }),
  fc.record({ part: fc.constant('bodyUnsafe' as const), pick: fc.nat(), text: unsafeText }),
  fc.record({ part: fc.constant('rawBody' as const), bytes: fc.constantFrom(...RAW_BODIES) }),
);

/** Every container and leaf of a JSON value (down to a depth of 8), with the path to it. */
function nodesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const nodes = [path];
  if (path.length >= 8) return nodes;
  if (Array.isArray(value)) value.forEach((item, index) => nodes.push(...nodesOf(item, [...path, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) nodes.push(...nodesOf(item, [...path, key]));
  }
  return nodes;
}

function setAt(root: unknown, path: (string | number)[], update: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  if (path.length === 0) return root;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  update(parent, path[path.length - 1] as string | number);
  return copy;
}

export interface FuzzCase {
  readonly request: HarnessRequest;
  /** What was done to the valid request, for the failure message. */
  readonly mutations: readonly Mutation[];
}

/** Whether the schema would refuse the value, so the route must answer 4xx even if nothing else was wrong. */
function refused(schema: ZodTypeAny | undefined, value: unknown): boolean {
  return schema ? !schema.safeParse(value).success : false;
}

/** Whether core's boundary check (NUL, controls, invalid UTF-8, depth) refuses the value. */
function coreRefuses(value: unknown, part: 'query' | 'body'): boolean {
  try {
    requireSafeText(value, part);
    return false;
  } catch {
    return true;
  }
}

/** The body the server receives: what JSON.stringify sends (callRoute sends it so), parsed back. */
function onTheWire(body: unknown): unknown {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

function decodeOrNull(wire: string): string | null {
  try {
    return decodeURIComponent(wire);
  } catch {
    return null;
  }
}

/**
 * Requests built from the route's own schemas (a valid request, then one to three corruptions of its
 * path, query or body). Each is made certain to be invalid: when the corruptions happen to leave a
 * request the schemas accept, a NUL in the query is added. So every case must answer 4xx.
 */
export function fuzzCases(entry: RouteInventoryEntry, valid: HarnessRequest): fc.Arbitrary<FuzzCase> {
  const bodySchema = entry.schemas.body as ZodTypeAny | undefined;
  const hasBody = entry.method !== 'GET';
  const bodyStart = hasBody && bodySchema ? fc.oneof(fc.constant(valid.body), zodArbitrary(bodySchema)) : fc.constant(valid.body);
  return fc
    .tuple(bodyStart, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([startBody, mutations]) => corruptedRequest(entry, valid, startBody, mutations));
}

/** One fuzz case: `mutations` applied to the valid request (with `startBody` as its body), made certain to be invalid. */
export function corruptedRequest(entry: RouteInventoryEntry, valid: HarnessRequest, startBody: unknown, mutations: readonly Mutation[]): FuzzCase {
  const bodySchema = entry.schemas.body as ZodTypeAny | undefined;
  const querySchema = entry.schemas.query as ZodTypeAny | undefined;
  const paramsSchema = entry.schemas.params as ZodTypeAny | undefined;
  const hasBody = entry.method !== 'GET';
  const params = { ...valid.params };
  const query: Record<string, string> = { ...valid.query };
  let body: unknown = startBody;
  let raw: Buffer | undefined;
  const paramNames = Object.keys(params);
  const queryKeys = [...Object.keys((querySchema as unknown as { shape?: object })?.shape ?? {}), 'extra'];
  for (const m of mutations) {
    if (m.part === 'path' && paramNames.length) {
      params[paramNames[m.pick % paramNames.length] as string] = m.value.wire;
    } else if (m.part === 'query') {
      query[queryKeys[m.pick % queryKeys.length] as string] = m.value.wire;
    } else if (m.part === 'body' && hasBody) {
      const nodes = nodesOf(body);
      const path = nodes[m.pick % nodes.length] as (string | number)[];
      if (m.op === 'replace') body = path.length ? setAt(body, path, (p, k) => (p[k] = m.value)) : m.value;
      else if (m.op === 'delete') body = setAt(body, path, (p, k) => (Array.isArray(p) ? p.splice(Number(k), 1) : delete p[k]));
      else if (typeof body === 'object' && body !== null && !Array.isArray(body)) body = { ...body, [m.key]: m.value };
      else body = { [m.key]: m.value };
    } else if (m.part === 'bodyUnsafe' && hasBody) {
      const nodes = nodesOf(body);
      const path = nodes[m.pick % nodes.length] as (string | number)[];
      body = path.length ? setAt(body, path, (p, k) => (p[k] = m.text)) : m.text;
    } else if (m.part === 'rawBody' && hasBody) {
      raw = m.bytes;
    }
  }
  // Judged as it goes on the wire: JSON has no Infinity or NaN (they are sent as null) and drops
  // undefined, so a body the schema refuses in memory may be one it accepts once sent.
  if (body !== undefined) body = onTheWire(body);
  // Decided on the final request (a later corruption may undo an earlier one): another path value
  // (404 or 400), text core refuses, bytes that are not JSON or not UTF-8, or input the schemas refuse.
  const decodedParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeOrNull(v)]));
  const decodedQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, decodeOrNull(v)]));
  const certain =
    Object.entries(params).some(([k, v]) => v !== valid.params[k]) ||
    Object.values(decodedQuery).some((v) => v === null) ||
    coreRefuses(decodedQuery, 'query') ||
    (raw !== undefined && !raw.toString().includes('__proto__')) ||
    (hasBody && raw === undefined && (coreRefuses(body, 'body') || refused(bodySchema, body))) ||
    refused(querySchema, decodedQuery) ||
    refused(paramsSchema, decodedParams);
  if (!certain) query.__fuzz = '%00';
  const request: HarnessRequest = { params, query, body: raw ?? (hasBody ? body : undefined) };
  return { request, mutations };
}
