import { ModalActions, ModalTitle, useTranslation, type ModalComponentProps } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import type { AdminConfirmProps } from './modals';

/** The last question before a user-admin write; the modal host moves focus in and keeps it there. */
export default function AdminConfirmModal({ props, resolve, dismiss }: ModalComponentProps<AdminConfirmProps, 'confirmed'>) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ModalTitle>{props.title}</ModalTitle>
      <p>{props.body}</p>
      <ModalActions>
        <SecondaryButton type="button" onClick={dismiss}>
          {t('users.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => resolve('confirmed')}>
          {props.confirm}
        </PrimaryButton>
      </ModalActions>
    </>
  );
}
