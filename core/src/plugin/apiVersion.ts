/**
 * The version of the plugin contract this core implements. A plugin states the version it was built
 * against; the host refuses to start with a plugin built for another one, because a mismatch shows up
 * otherwise as a broken page at run time instead of a clear message at start-up.
 */
export const CORE_API_VERSION = 1;
