import type { FlagValues } from '../flags/featureFlags';
import type { CompanyCode } from '../permissions/permissionKeys';
import type { PortalConstants } from './portalConstants';
import type { PortalTheme } from './portalTheme';

/** requirements §3 "Customer service number". */
export interface CustomerServiceNumber {
  readonly company: CompanyCode;
  readonly type: 'CustomerService' | 'Hotline';
  /** As dialled and shown, e.g. `010 123 4567`. */
  readonly number: string;
  /** Opening hours as shown, e.g. `ma–pe 8–16`. */
  readonly hours: string;
}

/** Chat per company (requirements §2 "chat per company"); the `chat` feature flag still has to be on. */
export interface ChatConfig {
  readonly enabled: boolean;
  /** Chat provider's embed script; absent when the company has no chat. */
  readonly scriptUrl?: string;
  /** Provider-specific identifier of the company's chat queue. */
  readonly channelId?: string;
}

/**
 * Everything that makes one company's portal differ from another's (DESIGN §3 level 1: build time).
 * A build for a company contains only `pluginIds`' plugins.
 */
export interface CompanyDistribution {
  readonly code: CompanyCode;
  /** In Finnish, as the company calls itself. */
  readonly displayName: string;
  /** Ids of the plugins this company ships; a plugin not listed is never mounted. */
  readonly pluginIds: readonly string[];
  readonly theme: PortalTheme;
  readonly customerServiceNumbers: readonly CustomerServiceNumber[];
  readonly chat: ChatConfig;
  readonly constants: PortalConstants;
  /** Runtime feature-flag defaults; administrators override them at run time. */
  readonly flagDefaults: FlagValues;
  /**
   * Front-page cards (FRONT_PAGE_CARD_SLOT contribution ids) in the order this company shows them.
   * Active cards not listed follow in their plugins' own order; listed cards that are not active
   * (plugin not shipped, flag off) are skipped.
   */
  readonly frontPageCards?: readonly string[];
  /**
   * Front-page cards that stand in for others: `{ card: replaced }`. Where two plugins offer the same
   * glance (market-price's price card and consumption's spot price), the company shows `card` while it
   * is active, and `replaced` only when it is not (plugin not shipped, flag off) — one, never both.
   */
  readonly frontPageCardReplacements?: Readonly<Record<string, string>>;
  /**
   * Cross-plugin links: `{ externalRouteRefId: routeRefId }` binds a page one plugin links to
   * (createExternalRouteRef) to the route ref of the plugin that owns it. An unbound external route,
   * or one whose page is not on, draws no link (useExternalRoutePath).
   */
  readonly routeBindings?: Readonly<Record<string, string>>;
}

/** Identity helper: checks a distribution against the type and freezes it. */
export function defineDistribution<const D extends CompanyDistribution>(distribution: D): D {
  return Object.freeze(distribution);
}
