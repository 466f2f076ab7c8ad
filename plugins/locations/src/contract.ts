/** The locations plugin's wire contract, shared by web and server: zod schemas and the types derived from them. */
export * from './contract/locations';
export * from './contract/flags';
