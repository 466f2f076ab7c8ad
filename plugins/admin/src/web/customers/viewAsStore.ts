import { definePortalStore } from '@portal/core';

/** The customer an administrator is viewing as: set by the view-as page once the server confirmed them. */
export interface ViewAs {
  readonly customerId: string;
  readonly customerName: string;
}

/**
 * Shared by the view-as page and the banner (both lazy chunks of this plugin), so the banner needs no
 * request of its own. Core's client state `activeUserId` is what makes every plugin ask for the
 * customer's data; this only names the customer for the banner.
 */
export const viewAsStore = definePortalStore<ViewAs | null>(null);
