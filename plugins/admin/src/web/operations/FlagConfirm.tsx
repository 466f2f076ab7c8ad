import { ConfirmDialog } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { AdminFlagOverride } from '../../contract/operations';

/** A flag change waiting for its confirm: set an override (company-wide or for one user) or remove one. */
export type FlagChange =
  | { readonly kind: 'set'; readonly flag: string; readonly value: boolean; readonly userId: string | null }
  | { readonly kind: 'remove'; readonly override: AdminFlagOverride; readonly defaultValue: boolean };

export function FlagConfirm(props: { change: FlagChange; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const { change } = props;
  const onOff = (value: boolean) => (value ? t('operations.on') : t('operations.off')).toLowerCase();
  const common = { cancelLabel: t('operations.cancel'), busy: props.busy, onConfirm: props.onConfirm, onCancel: props.onCancel };
  if (change.kind === 'set') {
    const values = { flag: change.flag, value: onOff(change.value), userId: change.userId };
    return (
      <ConfirmDialog title={t('operations.flags.confirmSetTitle')} confirmLabel={t('operations.flags.confirmSet')} {...common}>
        {change.userId ? t('operations.flags.confirmSetUser', values) : t('operations.flags.confirmSetCompany', values)}
      </ConfirmDialog>
    );
  }
  const { override } = change;
  return (
    <ConfirmDialog title={t('operations.flags.confirmRemoveTitle')} confirmLabel={t('operations.flags.confirmRemove')} {...common}>
      {override.userId
        ? t('operations.flags.confirmRemoveUserBody', { flag: override.flag, userId: override.userId })
        : t('operations.flags.confirmRemoveBody', { flag: override.flag, value: onOff(change.defaultValue) })}
    </ConfirmDialog>
  );
}
