/**
 * Business constants and limits (SPEC §9). They live in the company distribution so a company could
 * differ, but every company starts from these values.
 */
export interface PortalConstants {
  /** Company location list page size (B2B). */
  readonly locationPageSize: number;
  readonly defaultGreenPowerPackageSize: number;
  /** Solar production search looks back at most this many days. */
  readonly solarSearchLookbackDays: number;
  readonly datePickerPaging: { readonly weeks: number; readonly months: number; readonly years: number };
  readonly demoUserId: number;
  /** Demo disruption push window, local time. */
  readonly demoDisruptionPushWindow: {
    readonly start: { readonly hour: number; readonly minute: number };
    readonly end: { readonly hour: number; readonly minute: number };
  };
  /** How long fetched data stays cached, in seconds (SPEC §9: 3600, or 1 in the special mode). */
  readonly cacheSeconds: number;
  readonly vatOptions: readonly number[];
  readonly marketPriceUnits: readonly ('KWH' | 'MWH')[];
}

export const DEFAULT_PORTAL_CONSTANTS: PortalConstants = Object.freeze<PortalConstants>({
  locationPageSize: 20,
  defaultGreenPowerPackageSize: 3000,
  solarSearchLookbackDays: 7,
  datePickerPaging: { weeks: 5, months: 6, years: 5 },
  demoUserId: 1_000_000,
  demoDisruptionPushWindow: { start: { hour: 7, minute: 0 }, end: { hour: 23, minute: 0 } },
  cacheSeconds: 3600,
  vatOptions: [0, 24],
  marketPriceUnits: ['KWH', 'MWH'],
});
