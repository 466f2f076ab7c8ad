import {
  backgroundProcessListQuerySchema,
  backgroundProcessListResponseSchema,
  defineRoute,
  MASS_MESSAGE_JOB,
  massMessageJobsQuerySchema,
  massMessageJobsResponseSchema,
  type Database,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { latestJobsNamed, listJobs } from './jobList';

/**
 * requirements §7's background-process calls. Permissions (requirements §6, docs/jobs.md): the whole job list is a
 * developer tool (it shows every job's errors); the mass-message progress belongs to messaging, which
 * the messaging and developer groups both have.
 */
export function registerBackgroundProcessRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  defineRoute(app, {
    method: 'GET',
    url: '/admin/background-process/v1/list',
    access: { permission: 'admin.developerTools' },
    schemas: { query: backgroundProcessListQuerySchema, response: backgroundProcessListResponseSchema },
    async handler({ query }) {
      const { total, jobs } = await listJobs(db, query.page, query.limit);
      return { page: query.page, limit: query.limit, total, jobs };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/background-process/v1/mass-message',
    access: { permission: 'admin.messaging' },
    schemas: { query: massMessageJobsQuerySchema, response: massMessageJobsResponseSchema },
    async handler({ query }) {
      return { jobs: await latestJobsNamed(db, MASS_MESSAGE_JOB, query.amount) };
    },
  });
}
