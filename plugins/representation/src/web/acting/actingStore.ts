import { definePortalStore } from '@portal/core';

/** Who the signed-in representative acts for, set by "act for" on the read rights page. */
export interface Acting {
  /** The representative's own id, to go back to. */
  readonly ownId: string;
  readonly customerId: string;
  readonly customerName: string;
}

/**
 * Shared by the read rights page and the banner (both lazy chunks of this plugin), so the banner on
 * every page needs no request of its own: the page already knows both ids and the name.
 */
export const actingStore = definePortalStore<Acting | null>(null);
