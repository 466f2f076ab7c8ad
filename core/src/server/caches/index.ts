export { registerCache, registerMapCache, registeredCaches, splitCacheKey, type RegisteredCache } from './cacheRegistry';
