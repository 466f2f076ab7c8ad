/**
 * The market-price plugin's wire contract, shared by web and server: zod schemas, the types derived from
 * them, and the paths. Imported by the page (a lazy chunk) and the server, never by the manifest.
 */
export * from './contract/paths';
export * from './contract/common';
export * from './contract/energyPrice';
export * from './contract/cheapest';
export * from './contract/userPrice';
export * from './contract/future';
export * from './contract/simulator';
export * from './contract/suggestion';
export * from './contract/weightedConsumption';
export * from './contract/advertisementTile';
export * from './contract/flags';
export * from './contract/permissions';
