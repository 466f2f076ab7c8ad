// The user-management plugin's public entry for other plugins: the services it provides (DESIGN §2).
export * from './common/mainUserService';
