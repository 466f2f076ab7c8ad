import { ButtonRow, PrimaryButton, SecondaryButton } from '@portal/ui';
import { ModalDialog, ModalTitle, useTranslation } from '@portal/core';

/** requirements §2's confirm → success pairs of location combination (create, modify) and separation, on core's accessible dialog. */
export type CompositeModal =
  | { readonly kind: 'confirmCombine'; readonly name: string; readonly count: number }
  | { readonly kind: 'combined'; readonly name: string }
  | { readonly kind: 'confirmSeparate'; readonly name: string; readonly identifier: string }
  | { readonly kind: 'separated'; readonly name: string }
  | {
      readonly kind: 'confirmModify';
      readonly name: string;
      readonly count: number;
      readonly identifier: string;
      readonly members: readonly string[];
    }
  | { readonly kind: 'modified'; readonly name: string };

export function CompositeModalView({
  modal,
  onConfirm,
  onClose,
  busy,
}: {
  readonly modal: CompositeModal;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly busy: boolean;
}) {
  const { t } = useTranslation('b2b');
  const confirming = modal.kind === 'confirmCombine' || modal.kind === 'confirmSeparate' || modal.kind === 'confirmModify';
  const title = {
    confirmCombine: t('places.composites.confirmCombineTitle'),
    combined: t('places.composites.combinedTitle'),
    confirmSeparate: t('places.composites.confirmSeparateTitle'),
    separated: t('places.composites.separatedTitle'),
    confirmModify: t('places.composites.confirmModifyTitle'),
    modified: t('places.composites.modifiedTitle'),
  }[modal.kind];
  const text = {
    confirmCombine: t('places.composites.confirmCombine', { name: modal.name, count: modal.kind === 'confirmCombine' ? modal.count : 0 }),
    combined: t('places.composites.combined', { name: modal.name }),
    confirmSeparate: t('places.composites.confirmSeparate', { name: modal.name }),
    separated: t('places.composites.separated', { name: modal.name }),
    confirmModify: t('places.composites.confirmModify', { name: modal.name, count: modal.kind === 'confirmModify' ? modal.count : 0 }),
    modified: t('places.composites.modified', { name: modal.name }),
  }[modal.kind];
  return (
    <ModalDialog kind={confirming ? 'confirm' : 'success'} onDismiss={onClose}>
      <ModalTitle>{title}</ModalTitle>
      <p>{text}</p>
      <ButtonRow>
        {confirming ? (
          <>
            <PrimaryButton type="button" onClick={onConfirm} disabled={busy}>
              {t('places.composites.confirm')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={onClose}>
              {t('places.composites.cancel')}
            </SecondaryButton>
          </>
        ) : (
          <PrimaryButton type="button" onClick={onClose}>
            {t('places.composites.close')}
          </PrimaryButton>
        )}
      </ButtonRow>
    </ModalDialog>
  );
}
