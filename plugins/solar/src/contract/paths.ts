/**
 * The solar plugin's API paths (all under /api). requirements §7 names them: link and unlink a panel to a use
 * place, findLink, panel summary, panel details, microgeneration summary and timeseries. The owner in
 * the path is always the caller's own user id; another id answers 404.
 *
 *   GET    /v2/servicelocation/production/solar/user/:owner/panels                                   panel summary (requirements §3 panel info)
 *   GET    /v2/servicelocation/production/solar/user/:owner/panel/:panelId                           panel details
 *   DELETE /v2/servicelocation/production/solar/user/:owner/panel/:panelId                           remove a plant (panel delete modal)
 *   GET    /v2/servicelocation/production/solar/user/:owner/panel/:panelId/production?mode=&period=&start=
 *   PUT    /v2/servicelocation/production/solar/user/:owner/panel/:panelId/link/:locationIdentifier
 *   PUT    /v2/servicelocation/production/solar/user/:owner/panel/:panelId/unlink/:locationIdentifier
 *   POST   /v2/servicelocation/production/solar/user/:owner/findLink                                 { panelId }
 *   GET    /v2/servicelocation/production/microgeneration/user/:owner/location/:locationIdentifier/summary
 *   GET    /v2/servicelocation/production/microgeneration/user/:owner/location/:locationIdentifier/timeseries?period=&start=
 *   GET    /v2/servicelocation/production/microgeneration/user/:owner/location/:locationIdentifier/statement?month=
 *
 * Flags: the plugin's `solar`; the microgeneration routes also `microgeneration` (off → 404).
 */
const enc = encodeURIComponent;
const BASE = '/v2/servicelocation/production';

export const SOLAR_ROUTES = {
  panels: `${BASE}/solar/user/:owner/panels`,
  panel: `${BASE}/solar/user/:owner/panel/:panelId`,
  production: `${BASE}/solar/user/:owner/panel/:panelId/production`,
  link: `${BASE}/solar/user/:owner/panel/:panelId/link/:locationIdentifier`,
  unlink: `${BASE}/solar/user/:owner/panel/:panelId/unlink/:locationIdentifier`,
  findLink: `${BASE}/solar/user/:owner/findLink`,
  microSummary: `${BASE}/microgeneration/user/:owner/location/:locationIdentifier/summary`,
  microTimeseries: `${BASE}/microgeneration/user/:owner/location/:locationIdentifier/timeseries`,
  statement: `${BASE}/microgeneration/user/:owner/location/:locationIdentifier/statement`,
} as const;

const solar = (owner: string) => `/api${BASE}/solar/user/${enc(owner)}`;
const micro = (owner: string, location: string) => `/api${BASE}/microgeneration/user/${enc(owner)}/location/${enc(location)}`;

/** URL builders for the web (with the /api prefix the ApiClient expects); query strings are the caller's. */
export const SOLAR_API = {
  panels: (owner: string) => `${solar(owner)}/panels`,
  panel: (owner: string, panelId: string) => `${solar(owner)}/panel/${enc(panelId)}`,
  production: (owner: string, panelId: string) => `${solar(owner)}/panel/${enc(panelId)}/production`,
  link: (owner: string, panelId: string, location: string) => `${solar(owner)}/panel/${enc(panelId)}/link/${enc(location)}`,
  unlink: (owner: string, panelId: string, location: string) => `${solar(owner)}/panel/${enc(panelId)}/unlink/${enc(location)}`,
  findLink: (owner: string) => `${solar(owner)}/findLink`,
  microSummary: (owner: string, location: string) => `${micro(owner, location)}/summary`,
  microTimeseries: (owner: string, location: string) => `${micro(owner, location)}/timeseries`,
  statement: (owner: string, location: string) => `${micro(owner, location)}/statement`,
};
