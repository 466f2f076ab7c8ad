/**
 * The service-requests plugin's wire contract, shared by web and server: zod schemas, the types derived
 * from them, and the paths. Imported by the pages (lazy chunks) and the server, never by the manifest.
 */
export * from './contract/paths';
export * from './contract/serviceRequest';
export * from './contract/faultReport';
export * from './contract/feedback';
export * from './contract/admin';
export * from './contract/flags';
