/** The contracts plugin's wire contract, shared by web and server: zod schemas and the types derived from them. */
export * from './contract/contracts';
export * from './contract/flags';
