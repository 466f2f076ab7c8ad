/**
 * The plugin's API paths (requirements §7 Users; the v1 customerships path is not shown in SPEC, so it sits
 * beside the v2 read). `:id` is always the caller's own user id; another user's id answers 404.
 */
const user = (userId: string) => `/api/v2/user/${encodeURIComponent(userId)}`;

export const CUSTOMER_INFO_API = {
  customerships: (userId: string) => `${user(userId)}/customerships`,
  contracts: (userId: string) => `${user(userId)}/contracts`,
  newContractInfo: (userId: string) => `${user(userId)}/newContractInfo`,
  me: '/api/v2/me',
  updateCustomership: (userId: string, customerCode: string) =>
    `/api/v1/user/${encodeURIComponent(userId)}/customerships/${encodeURIComponent(customerCode)}`,
};
