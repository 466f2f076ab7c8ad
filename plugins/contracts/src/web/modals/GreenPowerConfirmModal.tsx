import { ModalTitle, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { GreenPowerChangeProps } from '../modals';

/** Asks before green power is switched: it changes what the customer is billed. */
export default function GreenPowerConfirmModal({ props, resolve, dismiss }: ModalComponentProps<GreenPowerChangeProps, 'confirmed'>) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <ModalTitle>{props.on ? t('greenPower.confirmOnTitle') : t('greenPower.confirmOffTitle')}</ModalTitle>
      <p>{props.on ? t('greenPower.confirmOnBody', { name: props.name }) : t('greenPower.confirmOffBody', { name: props.name })}</p>
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('greenPower.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => resolve('confirmed')}>
          {t('greenPower.confirm')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
