// Contracts of the API calls the host server implements itself (auth, user, flags); the web imports them too.
export * from './auth';
export * from './me';
export * from './features';
export * from './backgroundProcess';
export * from './registration';
export * from './maintenance';
