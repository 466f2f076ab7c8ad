import type { RouteInventoryEntry } from '@portal/core/server';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

export type JsonSchema = Record<string, unknown>;

/**
 * The route's zod schema as JSON Schema, inlined (no `$ref`s between routes: each operation reads on
 * its own). `input`: what the route accepts (before transforms and defaults); `output`: what it answers.
 */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const converted = zodToJsonSchema(schema as ZodTypeAny, {
    target: 'jsonSchema7',
    $refStrategy: 'none',
    effectStrategy: 'input',
    pipeStrategy: io,
    removeAdditionalStrategy: 'strict',
  }) as JsonSchema;
  const { $schema: _ignored, ...rest } = converted;
  return rest;
}

/** `/api/v2/user/:id/ui` → `/api/v2/user/{id}/ui`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable machine-readable code (core API_ERROR_CODES).' },
        message: { type: 'string' },
        field: { type: 'string', description: 'The offending input, e.g. `body.email`, `query.from`.' },
        details: { type: 'object' },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function securityOf(entry: RouteInventoryEntry): Record<string, string[]>[] {
  if (entry.access === 'anonymous') return [];
  if (entry.access === 'apiKey') return [{ apiKey: [] }];
  return [{ session: [] }];
}

/** The path or query parameters of a route, one per property of its (object) schema. */
function parametersOf(schema: unknown, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function operationOf(entry: RouteInventoryEntry): JsonSchema {
  const responses: Record<string, unknown> = {
    [String(entry.status)]:
      entry.status === 204
        ? { description: 'Done; no body.' }
        : { description: 'The answer.', content: { 'application/json': { schema: jsonSchemaOf(entry.schemas.response, 'output') } } },
    '400': errorResponse('Invalid input; `error.field` names it.'),
  };
  if (entry.access !== 'anonymous') responses['401'] = errorResponse(entry.access === 'apiKey' ? 'No valid API key.' : 'No session.');
  if (typeof entry.access === 'object') responses['403'] = errorResponse(`Needs the permission ${entry.access.permission}.`);
  responses['404'] = errorResponse('Not found, or not yours to see (answered alike).');
  if (entry.access === 'apiKey') responses['429'] = errorResponse('Over the per-key rate limit; see Retry-After.');
  const tag = entry.access === 'apiKey' ? 'external' : (entry.pluginId ?? 'host');
  return {
    operationId: `${entry.method.toLowerCase()}${entry.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [tag],
    security: securityOf(entry),
    parameters: [...parametersOf(entry.schemas.params, 'path'), ...parametersOf(entry.schemas.query, 'query')],
    ...(entry.schemas.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(entry.schemas.body, 'input') } } } }
      : {}),
    responses,
    // What the route guard enforces, for a reader and for tools; not part of OpenAPI itself.
    'x-portal-access': typeof entry.access === 'object' ? { permission: entry.access.permission } : entry.access,
    ...(entry.flags.length ? { 'x-portal-flags': entry.flags } : {}),
    ...(entry.modes ? { 'x-portal-modes': entry.modes } : {}),
  };
}

export interface OpenApiOptions {
  readonly title: string;
  readonly version: string;
  /** Only the routes of this kind (the production reference page shows the external API alone). */
  readonly only?: 'external';
}

/**
 * The OpenAPI 3.1 document of the server's /api, built from the route inventory (every route declared
 * with core's defineRoute, with the same zod schemas the route validates with), so it cannot miss a
 * route or describe another shape than the one enforced (docs/openapi.md).
 */
export function openApiDocument(inventory: readonly RouteInventoryEntry[], options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of inventory) {
    if (options.only === 'external' && entry.access !== 'apiKey') continue;
    const path = openApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operationOf(entry) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      description:
        'Generated from the route inventory. Portal routes use the session cookie (and X-Web-Version on writes); ' +
        'external API v1 (/api/external/v1) uses `Authorization: Bearer <API key>` (docs/external-api.md).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: ERROR_BODY },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'portal_session',
          description: 'The portal session (POST /api/auth/v1/login); `__Host-portal_session` over HTTPS.',
        },
        apiKey: { type: 'http', scheme: 'bearer', description: "A company's API key, made by its main user on the API keys page." },
      },
    },
  };
}
