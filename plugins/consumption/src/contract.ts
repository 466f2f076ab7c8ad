/**
 * The consumption plugin's wire contract, shared by web and server: zod schemas and the types derived
 * from them. Paths and their flags are documented in ./contract/paths.ts.
 */
export * from './contract/paths';
export * from './contract/common';
export * from './contract/timeseries';
export * from './contract/summary';
export * from './contract/districtHeating';
export * from './contract/budget';
export * from './contract/weighted';
export * from './contract/profile';
export * from './contract/ingest';
export * from './contract/spotPriceIngest';
export * from './contract/spotPriceNow';
export * from './contract/flags';
