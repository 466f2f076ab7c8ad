import type { ResolvedServiceDeps } from '@portal/core/server';
import { mainUserServiceRef } from '@portal/plugin-user-management/common';

/** Only a company's main user manages its keys, and who that is the user-management plugin says. */
export const externalApiServiceDeps = { mainUser: mainUserServiceRef };
export type ExternalApiServices = ResolvedServiceDeps<typeof externalApiServiceDeps>;
