import { ModalTitle, useFormatters, useTranslation, type ModalComponentProps, ModalActions } from '@portal/core';
import { PrimaryButton } from '@portal/ui';
import type { GreenPowerInfoProps } from '../modals';

/** requirements §2 "green power info" modal. */
export default function GreenPowerInfoModal({ props, dismiss }: ModalComponentProps<GreenPowerInfoProps, void>) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  return (
    <>
      <ModalTitle>{t('greenPower.infoTitle')}</ModalTitle>
      <p>{t('greenPower.infoBody', { size: format.number(props.packageSizeKwh, 0) })}</p>
      {props.savingsKg !== null && <p>{t('greenPower.infoSavings', { value: format.number(props.savingsKg, 0) })}</p>}
      <ModalActions>
        <PrimaryButton type="button" onClick={dismiss}>
          {t('common.ok')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
