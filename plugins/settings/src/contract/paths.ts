/**
 * The API paths the settings page calls (requirements §7 Users). `:id` is always the caller's own user id;
 * another user's id answers 404. setEmailSubscription, the e-mail change and deleteAccount are this
 * plugin's own routes; me, ui and setProperty are the host's (docs/settings.md "Which routes are where").
 */
const user = (userId: string) => `/api/v2/user/${encodeURIComponent(userId)}`;

export const SETTINGS_API = {
  me: '/api/v2/me',
  ui: (userId: string) => `${user(userId)}/ui`,
  setProperty: (userId: string) => `${user(userId)}/setProperty`,
  setEmailSubscription: (userId: string) => `${user(userId)}/setEmailSubscription`,
  changeEmailAddress: (userId: string) => `${user(userId)}/changeEmailAddress`,
  confirmEmailAddress: (userId: string) => `${user(userId)}/changeEmailAddress/confirm`,
  deleteAccount: (userId: string) => user(userId),
};
