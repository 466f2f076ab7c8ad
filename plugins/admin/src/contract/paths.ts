/**
 * The plugin's API paths (requirements §7 "Admin"), with the /api prefix the ApiClient expects. Every one
 * of them checks its admin permission on the server (requirements §6).
 */
export const ADMIN_API = {} as const;
