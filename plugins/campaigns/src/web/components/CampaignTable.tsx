import { ButtonRow, DataTable, isoToFinnish, SecondaryButton, type DataColumn } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { Campaign } from '../../contract/campaigns';

export interface CampaignTableProps {
  readonly caption: string;
  readonly campaigns: readonly Campaign[];
  readonly onPreview: (campaign: Campaign) => void;
  readonly onEdit: (campaign: Campaign) => void;
  readonly onRemove: (campaign: Campaign) => void;
}

/** One status list: title, days, audience, and the actions (each button names its campaign for screen readers). */
export function CampaignTable({ caption, campaigns, onPreview, onEdit, onRemove }: CampaignTableProps) {
  const { t } = useTranslation('campaigns');
  const audience = (campaign: Campaign) =>
    [
      campaign.modes.map((mode) => t(`modes.${mode}`)).join(', '),
      campaign.placeFeatures.length > 0 ? campaign.placeFeatures.map((feature) => t(`features.${feature}`)).join(', ') : t('admin.everyone'),
    ].join(' · ');
  const columns: DataColumn<Campaign>[] = [
    {
      key: 'title',
      header: t('admin.columns.title'),
      cell: (campaign) => campaign.title.fi,
      rowHeader: true,
      sortValue: (campaign) => campaign.title.fi,
    },
    {
      key: 'period',
      header: t('admin.columns.period'),
      cell: (campaign) => `${isoToFinnish(campaign.startDate)}–${isoToFinnish(campaign.endDate)}`,
      sortValue: (campaign) => campaign.startDate,
    },
    { key: 'audience', header: t('admin.columns.audience'), cell: audience },
    {
      key: 'actions',
      header: t('admin.columns.actions'),
      cell: (campaign) => (
        <ButtonRow>
          <SecondaryButton type="button" aria-label={`${t('admin.preview')}: ${campaign.title.fi}`} onClick={() => onPreview(campaign)}>
            {t('admin.preview')}
          </SecondaryButton>
          <SecondaryButton type="button" aria-label={`${t('admin.edit')}: ${campaign.title.fi}`} onClick={() => onEdit(campaign)}>
            {t('admin.edit')}
          </SecondaryButton>
          <SecondaryButton type="button" aria-label={`${t('admin.remove')}: ${campaign.title.fi}`} onClick={() => onRemove(campaign)}>
            {t('admin.remove')}
          </SecondaryButton>
        </ButtonRow>
      ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={campaigns} rowKey={(campaign) => campaign.id} />;
}
