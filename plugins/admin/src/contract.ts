/**
 * The admin plugin's wire contract, shared by web and server: zod schemas, the types derived from
 * them, and the paths. Imported by the pages (lazy chunks) and the server, never by the manifest.
 */
export * from './contract/paths';
export * from './contract/users';
export * from './contract/developer';
export * from './contract/operations';
export * from './contract/customers';
export * from './contract/audit';
export * from './contract/permissions';
