import { ApiError, defineRoute, notFound, registeredCaches, splitCacheKey, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_DEVELOPER_ROUTES,
  cacheDeleteQuerySchema,
  cacheDeleteResponseSchema,
  cacheKeyParamsSchema,
  cacheListResponseSchema,
  cacheValueResponseSchema,
} from '../../contract/developer';

const fullKey = (cache: string, key: string) => `${cache}:${key}`;

/**
 * requirements §7 "GET, DELETE /admin/cache-keys/v1; GET .../{key}" over core's cache registry: the caches are
 * the ones their owners registered (core registerCache), in the answering process. A key names its
 * cache (`<cache>:<key>`). Deleting is an admin write, so it is audited.
 */
export function registerCacheKeyRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.cacheKeys,
    access: { permission: 'admin.developerTools' },
    schemas: { response: cacheListResponseSchema },
    handler: () => ({
      caches: registeredCaches().map((cache) => ({
        name: cache.name,
        description: cache.description,
        deletable: cache.delete !== undefined,
        keys: cache.keys().map((key) => fullKey(cache.name, key)),
      })),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.cacheKey,
    access: { permission: 'admin.developerTools' },
    pathParams: { key: { resource: 'cacheKey' } },
    schemas: { params: cacheKeyParamsSchema, response: cacheValueResponseSchema },
    handler({ params }) {
      const found = splitCacheKey(params.key);
      const value = found?.cache.read(found.key);
      if (!found || value === undefined) throw notFound('Cache key');
      return { key: params.key, cache: found.cache.name, value };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: ADMIN_DEVELOPER_ROUTES.cacheKeys,
    access: { permission: 'admin.developerTools' },
    schemas: { query: cacheDeleteQuerySchema, response: cacheDeleteResponseSchema },
    async handler({ query, request, user }) {
      let deleted = 0;
      if (query.key !== undefined) {
        const found = splitCacheKey(query.key);
        if (!found || found.cache.read(found.key) === undefined) throw notFound('Cache key');
        if (!found.cache.delete) throw new ApiError('CONFLICT', `Cache ${found.cache.name} keeps its entries for the process life`, 'query.key');
        if (found.cache.delete(found.key)) deleted = 1;
      } else {
        // Every deletable cache, emptied key by key through its owner (read-only caches stay).
        for (const cache of registeredCaches()) {
          if (!cache.delete) continue;
          for (const key of cache.keys()) if (cache.delete(key)) deleted += 1;
        }
      }
      await context.audit(request, {
        kind: 'admin.write',
        userId: user.id,
        action: 'developer.cacheDelete',
        details: { key: query.key ?? 'ALL', deleted },
      });
      return { deleted };
    },
  });
}
