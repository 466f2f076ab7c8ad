import { ModalTitle, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { GreenPowerChangeProps } from '../modals';

export default function GreenPowerSuccessModal({ props, dismiss }: ModalComponentProps<GreenPowerChangeProps, void>) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <ModalTitle>{props.on ? t('greenPower.successOnTitle') : t('greenPower.successOffTitle')}</ModalTitle>
      <p>{t('greenPower.successBody')}</p>
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('common.ok')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
