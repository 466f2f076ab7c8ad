// Demo data set: what the API server wires in (see seedDemoDataIfEmpty).
export { generateDemoData, DEMO_SEED, DEMO_PASSWORD, type DemoDataOptions, type DemoDataSummary } from './generateDemoData';
export { seedDemoDataIfEmpty, type SeedLog, type SeedOptions } from './seedDemoData';
export { DEMO_USERS } from './demoUsers';
