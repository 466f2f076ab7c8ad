import { EmptyState, ErrorState, LoadingSkeleton, PageHeader, PrimaryButton, SegmentedChoice, Stack } from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { useState } from 'react';
import { campaignListSchema, type Campaign } from '../../contract/campaigns';
import { CAMPAIGNS_API } from '../../contract/paths';
import { CampaignForm } from '../components/CampaignForm';
import { CampaignPreviewModal } from '../components/CampaignPreviewModal';
import { CampaignRemoveModal } from '../components/CampaignRemoveModal';
import { CampaignTable } from '../components/CampaignTable';

type List = 'drafts' | 'published' | 'expired';
const LISTS: readonly List[] = ['drafts', 'published', 'expired'];

/** Today in Helsinki as YYYY-MM-DD: the default first and last day of a new campaign. */
const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

/**
 * `/hallinta/kampanjat` (admin menu, permission admin.messaging): the company's campaigns by status —
 * drafts, published, expired — with create, edit, delete and the preview modal. The server decides the
 * status by the clock and the company by the administrator's groups.
 */
export default function CampaignsAdminPage() {
  const { t } = useTranslation('campaigns');
  const [list, setList] = useState<List>('published');
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [preview, setPreview] = useState<Campaign | null>(null);
  const [removing, setRemoving] = useState<Campaign | null>(null);
  const url = CAMPAIGNS_API.list(list);
  const answer = useApi(url, campaignListSchema);
  const remove = useApiMutation((api, id: string) => api.put(CAMPAIGNS_API.remove(id)), { invalidates: LISTS.map(CAMPAIGNS_API.list) });

  const confirmRemove = async () => {
    if (!removing) return;
    await remove.run(removing.id);
    setRemoving(null);
  };

  return (
    <Stack>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.intro')}
        actions={
          <PrimaryButton type="button" onClick={() => setEditing('new')}>
            {t('admin.create')}
          </PrimaryButton>
        }
      />
      {editing && (
        <CampaignForm
          key={editing === 'new' ? 'new' : editing.id}
          campaign={editing === 'new' ? null : editing}
          today={helsinkiToday()}
          onDone={() => setEditing(null)}
        />
      )}
      <SegmentedChoice
        label={t('admin.lists')}
        choices={LISTS.map((value) => ({ value, label: t(`admin.${value}`) }))}
        value={list}
        onChange={setList}
      />
      {answer.error ? (
        <ErrorState onRetry={() => void answer.mutate()}>{t('admin.error')}</ErrorState>
      ) : !answer.data ? (
        <LoadingSkeleton lines={3} label={t('admin.loading')} />
      ) : answer.data.campaigns.length === 0 ? (
        <EmptyState title={t('admin.empty')} />
      ) : (
        <CampaignTable
          caption={t('admin.caption', { list: t(`admin.${list}`) })}
          campaigns={answer.data.campaigns}
          onPreview={setPreview}
          onEdit={setEditing}
          onRemove={setRemoving}
        />
      )}
      {preview && <CampaignPreviewModal campaign={preview} onClose={() => setPreview(null)} />}
      {removing && (
        <CampaignRemoveModal
          title={removing.title.fi}
          busy={remove.running}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
