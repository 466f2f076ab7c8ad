/**
 * requirements §7 campaign paths (server routes without the /api prefix). `current/{userId}` is the caller's own
 * id; the rest are the messaging/benefits administrators' (published, expired, drafts lists).
 */
export const CAMPAIGN_ROUTES = {
  create: '/v2/campaign',
  one: '/v2/campaign/:id',
  remove: '/v2/campaign/deleteCampaign/:id',
  published: '/v2/campaign/published',
  expired: '/v2/campaign/expired',
  drafts: '/v2/campaign/drafts',
  current: '/v2/campaign/current/:userId',
} as const;

const enc = encodeURIComponent;

/** The web's URLs (with the /api prefix the ApiClient expects). */
export const CAMPAIGNS_API = {
  create: '/api/v2/campaign',
  one: (id: string) => `/api/v2/campaign/${enc(id)}`,
  remove: (id: string) => `/api/v2/campaign/deleteCampaign/${enc(id)}`,
  list: (status: 'published' | 'expired' | 'drafts') => `/api/v2/campaign/${status}`,
  current: (userId: string) => `/api/v2/campaign/current/${enc(userId)}`,
};
