// The alerts plugin's public entry for other plugins: the services it provides (DESIGN §2).
export * from './common/placeAlertCountsService';
export * from './common/placeDisruptionsService';
export * from './common/priceAlertService';
