import { ModalTitle, PrimaryButton, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { formatLocalDate } from '../model/formatLocalDate';

export default function FollowUpOfferSuccessModal({ props, dismiss }: ModalComponentProps<{ readonly startDate: string }, void>) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <ModalTitle>{t('followUp.successTitle')}</ModalTitle>
      <p>{t('followUp.successBody', { date: formatLocalDate(props.startDate) })}</p>
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('common.ok')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
