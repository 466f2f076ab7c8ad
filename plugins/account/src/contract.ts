/** The account plugin's wire contract, shared by web and server: zod schemas and the types derived from them. */
export * from './contract/auth';
export * from './contract/registration';
