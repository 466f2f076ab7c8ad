import { UiModeRef, useService, useTranslation, useUiMode, type UiMode } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/**
 * SPEC §6 B2C/B2B mode; every gate with `modes` follows it at once. Shown only to a user who is both
 * a private and a business customer of this company (`available`, from useCustomerModes): for anyone
 * else there is nothing to switch.
 */
export function ModeSwitch({ available }: { readonly available: readonly UiMode[] }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const mode = useUiMode();
  const modes = useService(UiModeRef);
  if (available.length < 2) return null;
  return (
    <label>
      {t('mode.label')}{' '}
      <select value={mode} onChange={(event) => modes.set(event.target.value as UiMode)}>
        {available.map((option) => (
          <option key={option} value={option}>
            {t(`mode.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
