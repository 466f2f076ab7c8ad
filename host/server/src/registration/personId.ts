// The person-id digest moved to core (a plugin, the admin customer search, hashes a searched code
// with the same key); the host's modules keep importing it from here.
export { DEVELOPMENT_PERSON_ID_KEY, hetuCheckChar, normalizeHetu, personIdDigest } from '@portal/core/server';
