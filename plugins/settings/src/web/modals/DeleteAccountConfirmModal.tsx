import { ModalActions, ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';

/** The last question before the account goes (requirements §4 modal flow: confirm, then the outcome). */
export default function DeleteAccountConfirmModal({ props, resolve, dismiss }: ModalComponentProps<{ readonly email: string }, 'confirmed'>) {
  const { t } = useTranslation('settings');
  return (
    <>
      <ModalTitle>{t('deletion.confirmTitle')}</ModalTitle>
      <p>{t('deletion.confirmBody', { email: props.email })}</p>
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('deletion.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => resolve('confirmed')}>
          {t('deletion.confirm')}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
