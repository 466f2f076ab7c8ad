import { ModalActions, ModalDialog, ModalTitle, useTranslation } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';

/** The confirm step before a campaign is deleted: deleting cannot be undone. */
export function CampaignRemoveModal(props: {
  readonly title: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <ModalDialog kind="confirm" onDismiss={props.onCancel}>
      <ModalTitle>{t('admin.removeConfirm', { title: props.title })}</ModalTitle>
      <ModalActions>
        <PrimaryButton type="button" onClick={props.onConfirm} disabled={props.busy}>
          {t('admin.removeYes')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={props.onCancel}>
          {t('admin.cancel')}
        </SecondaryButton>
      </ModalActions>
    </ModalDialog>
  );
}
