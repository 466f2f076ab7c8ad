import { createServiceRef } from '@portal/core/server';

/**
 * Who manages a business customer: user management owns the main-user table and the claim of a
 * customer nobody manages yet; a plugin that lets only the main user act (the external API's keys)
 * asks here.
 */
export interface MainUserService {
  /** The customer codes at this portal's company whose main user `userId` is, now. */
  mainUserCompanies(userId: string): Promise<readonly string[]>;
}

export const mainUserServiceRef = createServiceRef<MainUserService>({ id: 'plugin.userManagement.mainUser' });
