import {
  catalogueHas,
  type FlagCatalogue,
  ApiError,
  DEFAULT_PERMISSION_POLICY,
  evaluatePermission,
  type Database,
  type JobQueue,
  type NotificationSender,
  type LocationAccess,
  type ServerPluginContext,
} from '@portal/core/server';
import { recordAudit } from '../audit/auditLog';
import type { SessionAuth } from '../auth/sessionAuth';
import type { CompanyPortal } from '../company';
import { effectiveFlags } from '../flags/flagStore';

export interface PluginContextDeps {
  readonly db: Database;
  readonly company: CompanyPortal;
  /** The company's flag catalogue (companyFlagCatalogue), which isFlagOn resolves against. */
  readonly flagCatalogue: FlagCatalogue;
  readonly access: LocationAccess;
  readonly sessions: SessionAuth;
  readonly now: () => Date;
  readonly jobs: JobQueue;
  readonly notifications: NotificationSender;
}

/** The one ServerPluginContext of a server: core's routes use it exactly as plugins do. */
export function createPluginContext({
  db,
  company,
  flagCatalogue,
  access,
  sessions,
  now,
  jobs,
  notifications,
}: PluginContextDeps): ServerPluginContext {
  const context: ServerPluginContext = {
    db,
    company: company.code,
    access,
    requireUser: (request) => sessions.requireUser(request),
    requirePermission(user, permission) {
      if (!evaluatePermission(user.groups, permission, DEFAULT_PERMISSION_POLICY)) {
        throw new ApiError('FORBIDDEN', 'You do not have permission for this');
      }
    },
    async isFlagOn(flag, user) {
      // Test servers: a flag no mounted plugin declares is on unless overridden (undeclaredFlagsOn).
      const catalogue =
        company.undeclaredFlagsOn && !catalogueHas(flagCatalogue, flag)
          ? [...flagCatalogue, { key: flag, default: true, description: 'undeclared (test server)', pluginId: 'test' }]
          : flagCatalogue;
      const flags = await effectiveFlags(db, company.code, catalogue, company.flagDefaults, user?.id);
      return flags[flag] ?? false;
    },
    now,
    audit: (request, event, tx) => recordAudit(tx ?? db, request, event, now()),
    jobs,
    notifications,
  };
  return context;
}
