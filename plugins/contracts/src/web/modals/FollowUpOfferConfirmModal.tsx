import { ModalTitle, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { PrimaryButton, SecondaryButton, isoToFinnish } from '@portal/ui';
import type { FollowUpOfferConfirmProps } from '../modals';

/** Repeats what is being agreed (product, start, term, price) before a binding acceptance. */
export default function FollowUpOfferConfirmModal({ props, resolve, dismiss }: ModalComponentProps<FollowUpOfferConfirmProps, 'confirmed'>) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <ModalTitle>{t('followUp.confirmTitle')}</ModalTitle>
      <p>
        {t('followUp.confirmBody', {
          product: props.productName,
          date: isoToFinnish(props.startDate),
          count: props.termMonths,
          price: props.priceText,
        })}
      </p>
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('followUp.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => resolve('confirmed')}>
          {t('followUp.confirm')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
