/**
 * The monthly-insights plugin's wire contract, shared by web and server: zod schemas, the types derived from
 * them, and the paths. Imported by the page (a lazy chunk) and the server, never by the manifest.
 */
export * from './contract/paths';
export * from './contract/monthlyInsights';
export * from './contract/flags';
