import { composePermissionList, type RouteInventoryEntry, type ServerPlugin } from '@portal/core/server';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { routeInventory } from '../routes/routeGuardHost';
import { zodArbitrary } from '../routeHarness/zodArbitrary';
import { serverMigrations } from '../serverMigrations';
import { startTestServer, TEST_COMPANY, type TestServer } from '../testing/testServer';
import { jsonSchemaOf, openApiPath, type JsonSchema } from './openApiDocument';

/**
 * /api/openapi.json against the server's own route inventory (every plugin of the workspace): valid
 * OpenAPI 3.1, one operation per route and no other, and each schema accepting what the route's zod
 * schema accepts (values sampled from the zod schema, checked by a JSON Schema validator against the
 * document). A route added without the document following, or a schema that drifts, fails here.
 */
let server: TestServer;
let plugins: readonly ServerPlugin[];
let inventory: readonly RouteInventoryEntry[];
let document: { paths: Record<string, Record<string, Operation>> } & JsonSchema;

interface Operation {
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: { 'application/json': { schema: JsonSchema } } }>;
  security: Record<string, string[]>[];
}

beforeAll(async () => {
  plugins = await serverPluginsOfEveryDistribution();
  server = await startTestServer({
    plugins,
    migrations: serverMigrations(plugins),
    company: { ...TEST_COMPANY, pluginIds: plugins.map((plugin) => plugin.id) },
  });
  inventory = routeInventory(server.app);
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const operationOf = (entry: RouteInventoryEntry) => document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without a session', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation for every route of the inventory, and no other', () => {
    expect(inventory.length).toBeGreaterThan(100);
    const missing = inventory.filter((entry) => !operationOf(entry)).map((entry) => `${entry.method} ${entry.path}`);
    expect(missing).toEqual([]);
    const listed = new Set(inventory.map((entry) => `${entry.method.toLowerCase()} ${openApiPath(entry.path)}`));
    const extra = Object.entries(document.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`))
      .filter((op) => !listed.has(op));
    expect(extra).toEqual([]);
  });

  it('says how each route is authorised', () => {
    for (const entry of inventory) {
      const security = operationOf(entry)!.security;
      const expected = entry.access === 'anonymous' ? [] : entry.access === 'apiKey' ? [{ apiKey: [] }] : [{ session: [] }];
      expect(security, `${entry.method} ${entry.path}`).toEqual(expected);
    }
  });

  it("accepts what each route's zod schemas accept: body, path and query parameters; documents the answer", () => {
    // zod's multipleOf allows for float error (1e-209 is a "multiple" of 0.01); so does Ajv with a precision.
    const ajv = new Ajv2019({ strict: false, allErrors: false, multipleOfPrecision: 8 });
    addFormats(ajv);
    const problems: string[] = [];
    const check = (where: string, zod: ZodTypeAny, json: JsonSchema, io: 'input' | 'output', wire?: (value: unknown) => unknown) => {
      const validate = ajv.compile(json);
      for (const sample of fc.sample(zodArbitrary(zod), { numRuns: 8, seed: 7 })) {
        const parsed = zod.safeParse(sample);
        if (!parsed.success) continue;
        const value = io === 'output' ? parsed.data : wire ? wire(sample) : sample;
        if (value === undefined) continue;
        if (!validate(value)) {
          problems.push(`${where}: ${JSON.stringify(value).slice(0, 200)} → ${ajv.errorsText(validate.errors)}`);
          return;
        }
      }
    };
    for (const entry of inventory) {
      const op = operationOf(entry)!;
      const name = `${entry.method} ${entry.path}`;
      const { body, query, params, response } = entry.schemas;
      if (body) check(`${name} body`, body as ZodTypeAny, op.requestBody!.content['application/json'].schema, 'input');
      for (const [part, schema] of [
        ['path', params],
        ['query', query],
      ] as const) {
        if (!schema) continue;
        const declared = op.parameters.filter((p) => p.in === part);
        const objectSchema: JsonSchema = {
          type: 'object',
          properties: Object.fromEntries(declared.map((p) => [p.name, p.schema])),
          required: declared.filter((p) => p.required).map((p) => p.name),
        };
        check(`${name} ${part}`, schema as ZodTypeAny, objectSchema, 'input');
      }
      // Answers are not sampled (the harness's generator is made for inputs; some answer schemas are
      // recursive or huge): the document must carry the answer's schema, converted from the same object.
      const answer = op.responses[String(entry.status)]?.content?.['application/json'].schema;
      if (entry.status !== 204) expect(answer, `${name} documents its ${entry.status} answer`).toEqual(jsonSchemaOf(response, 'output'));
    }
    expect(problems).toEqual([]);
  });

  it('with ?scope=external lists the external API alone', async () => {
    const external = (await server.app.inject({ method: 'GET', url: '/api/openapi.json?scope=external' })).json();
    const expected = [...new Set(inventory.filter((entry) => entry.access === 'apiKey').map((entry) => openApiPath(entry.path)))].sort();
    expect(Object.keys(external.paths).sort()).toEqual(expected);
    expect(expected.length).toBe(5);
    expect(expected.every((p) => p.startsWith('/api/external/v1/'))).toBe(true);
    expect((await new Validator().validate(external)).valid).toBe(true);
  });
});

describe('/api-docs/', () => {
  it('serves the reference page, its start script and swagger-ui from the server, nothing inline', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api-docs/start.js');
    expect(page.body).not.toMatch(/<script>[^<]/);
    const start = await server.app.inject({ method: 'GET', url: '/api-docs/start.js' });
    expect(start.body).toContain('"/api/openapi.json"');
    const bundle = await server.app.inject({ method: 'GET', url: '/api-docs/assets/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    // Only swagger-ui's bundle and stylesheet are served from its package.
    expect((await server.app.inject({ method: 'GET', url: '/api-docs/assets/package.json' })).statusCode).not.toBe(200);
  });
});

// Shares this file's server with every plugin of the workspace mounted, which starting one costs.
describe('route permissions', () => {
  it('are each declared by a plugin (PermissionDeclaration), so the host can list them', () => {
    const declared = new Set(composePermissionList(plugins).map((permission) => permission.key));
    const required = new Set(inventory.flatMap((entry) => (typeof entry.access === 'object' ? [entry.access.permission] : [])));
    // `admin.company.<CODE>` is derived per company from the company codes, not declared by a plugin.
    const undeclared = [...required].filter((key) => !declared.has(key) && !key.startsWith('admin.company.'));
    expect(undeclared).toEqual([]);
    expect(required.size).toBeGreaterThan(3);
  });
});
