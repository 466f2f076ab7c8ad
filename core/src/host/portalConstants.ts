/**
 * Business constants and limits (requirements §9) that the host and more than one plugin read. They live in the
 * company distribution so a company could differ, but every company starts from these values. A requirements §9
 * value that one plugin owns stays in that plugin (docs/architecture/flags.md "PortalConstants"): the
 * green power package size (contracts), the solar production search window (solar), the demo push
 * window (alerts' demo data), VAT modes and market price units (the plugins' contract enumerations).
 */
export interface PortalConstants {
  /** Company location list page size (B2B). */
  readonly locationPageSize: number;
  readonly datePickerPaging: { readonly weeks: number; readonly months: number; readonly years: number };
  readonly demoUserId: number;
  /** How long fetched data stays cached, in seconds (requirements §9: 3600, or 1 in the special mode). */
  readonly cacheSeconds: number;
}

export const DEFAULT_PORTAL_CONSTANTS: PortalConstants = Object.freeze<PortalConstants>({
  locationPageSize: 20,
  datePickerPaging: { weeks: 5, months: 6, years: 5 },
  demoUserId: 1_000_000,
  cacheSeconds: 3600,
});
