import { Card, isoToFinnish, StatusBadge } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import { pickCampaignLanguage, type Campaign } from '../../contract/campaigns';

/** A portal path opens in the app; an https address is another site, so a plain anchor. */
function CampaignLink({ url, text }: { readonly url: string; readonly text: string }) {
  return url.startsWith('/') ? (
    <Link to={url}>{text}</Link>
  ) : (
    <a href={url} rel="noopener noreferrer">
      {text}
    </a>
  );
}

/**
 * One campaign as a customer sees it, in the page's language: the same card on the front page and in
 * the administrators' preview, so the preview cannot differ from what customers get. Marked
 * "campaign" so no one takes it for their own data.
 */
export function CampaignCard({ campaign, headingLevel = 3 }: { readonly campaign: Campaign; readonly headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('campaigns');
  const language = i18n.language;
  const link = campaign.linkUrl && campaign.linkText ? { url: campaign.linkUrl, text: pickCampaignLanguage(campaign.linkText, language) } : null;
  return (
    <Card
      title={pickCampaignLanguage(campaign.title, language)}
      headingLevel={headingLevel}
      aside={<StatusBadge tone="info">{t('card.badge')}</StatusBadge>}
      footer={link && <CampaignLink url={link.url} text={link.text} />}
    >
      <p>{pickCampaignLanguage(campaign.body, language)}</p>
      <p>{t('card.validUntil', { date: isoToFinnish(campaign.endDate) })}</p>
    </Card>
  );
}
