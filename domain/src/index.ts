// Public API of @portal/domain: facts of the Finnish energy market the numbers depend on (../../shared
// DOMAIN.md in the project's words: docs/requirements.md). Pure: no database, no React, so the web
// (demo answers), the server and build scripts compute the same figures. Database reads are in ./server.
export { UTILITY_TYPES, CONTRACT_TYPES, BUILDING_TYPES, type UtilityType, type ContractType, type BuildingType } from './enumerations';
export { FINNISH_GSRN_PREFIX, gsrnCheckDigit, isValidGsrn, isFinnishGsrn, withGsrnCheckDigit } from './gsrn';
// Finnish personal identity codes' shape and check character (the keyed digest stays with the server host).
export { hetuCheckChar, normalizeHetu } from './personId';
export * from './time/index';
export * from './pricing/index';
export * from './market/index';
// Seeded randomness and the demo's energy shapes, shared by the server's demo data and the browser demo.
export { mulberry32, hashString, Random, type RandomSource } from './demo/demoRandom';
export { demoHouseholdQuarterKwh, demoSpotPriceCKwh, demoSpotPriceAt } from './demo/demoEnergy';
