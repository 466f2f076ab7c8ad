/**
 * The alerts plugin's wire contract, shared by web and server: zod schemas, the types derived from
 * them, and the paths. Imported by the pages (lazy chunks) and the server, never by the manifest.
 */
export * from './contract/paths';
export * from './contract/common';
export * from './contract/consumption';
export * from './contract/disruption';
export * from './contract/districtHeating';
export * from './contract/energyPrice';
export * from './contract/places';
export * from './contract/adminDisruption';
export * from './contract/flags';
