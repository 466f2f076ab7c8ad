// The wire contract shared by the web and server parts: zod schemas, their types and the API paths.
export * from './contract/inbox';
export * from './contract/admin';
export * from './contract/notices';
export * from './contract/localizedText';
export { MESSAGES_API } from './contract/paths';
export * from './contract/flags';
export * from './contract/permissions';
