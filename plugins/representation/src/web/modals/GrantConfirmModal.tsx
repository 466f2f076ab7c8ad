import { ModalActions, ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { GrantSummaryProps } from '../modals';

/** Asks before read rights go out: the places, the address and the last day, once more. */
export default function GrantConfirmModal({ props, resolve, dismiss }: ModalComponentProps<GrantSummaryProps, 'confirmed'>) {
  const { t } = useTranslation('representation');
  return (
    <>
      <ModalTitle>{t('grant.confirmTitle')}</ModalTitle>
      <p>{t('grant.confirmBody', { email: props.email, lastDay: props.lastDay })}</p>
      <ul>
        {props.places.map((place) => (
          <li key={place}>{place}</li>
        ))}
      </ul>
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('common.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => resolve('confirmed')}>
          {t('grant.confirm')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
