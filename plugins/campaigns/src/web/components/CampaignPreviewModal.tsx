import { ModalActions, ModalDialog, ModalTitle, useTranslation } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { Campaign } from '../../contract/campaigns';
import { CampaignCard } from './CampaignCard';

/** requirements §2 "campaign preview" modal: the campaign exactly as the front page card draws it. */
export function CampaignPreviewModal({ campaign, onClose }: { readonly campaign: Campaign; readonly onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <ModalDialog kind="info" onDismiss={onClose}>
      <ModalTitle>{t('admin.previewTitle')}</ModalTitle>
      <CampaignCard campaign={campaign} />
      <ModalActions>
        <PrimaryButton type="button" onClick={onClose}>
          {t('admin.close')}
        </PrimaryButton>
      </ModalActions>
    </ModalDialog>
  );
}
