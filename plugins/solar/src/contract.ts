// The wire shape shared by the web and the server (zod schemas and their types).
export * from './contract/common';
export * from './contract/paths';
export * from './contract/panels';
export * from './contract/microgeneration';
export * from './contract/flags';
