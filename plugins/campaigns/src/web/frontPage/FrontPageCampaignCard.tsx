import { useApi, useUserId } from '@portal/core';
import { currentCampaignResponseSchema } from '../../contract/campaigns';
import { CAMPAIGNS_API } from '../../contract/paths';
import { CampaignCard } from '../components/CampaignCard';

/**
 * Front page: the campaign the company aims at this customer now (server-chosen by company, mode and
 * place features), or nothing. Nothing too while it loads or when the read fails: marketing must not
 * hold up or break the front page.
 */
export default function FrontPageCampaignCard() {
  const userId = useUserId();
  const answer = useApi(userId ? CAMPAIGNS_API.current(userId) : null, currentCampaignResponseSchema);
  const campaign = answer.data?.campaign;
  if (!campaign) return null;
  return <CampaignCard campaign={campaign} />;
}
