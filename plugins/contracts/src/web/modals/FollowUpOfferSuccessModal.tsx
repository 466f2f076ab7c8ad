import { ModalTitle, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { PrimaryButton, isoToFinnish } from '@portal/ui';

export default function FollowUpOfferSuccessModal({ props, dismiss }: ModalComponentProps<{ readonly startDate: string }, void>) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <ModalTitle>{t('followUp.successTitle')}</ModalTitle>
      <p>{t('followUp.successBody', { date: isoToFinnish(props.startDate) })}</p>
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('common.ok')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
