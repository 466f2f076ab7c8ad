import { ApiClientRef, UiModeRef, useService, useTranslation, useUiMode, type UiMode } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';
import { storeUiMode } from './storedUiMode';

/**
 * requirements §6 B2C/B2B mode; every gate with `modes` follows it at once. Shown only to a user who is both
 * a private and a business customer of this company (`available`, from useCustomerModes): for anyone
 * else there is nothing to switch. The choice is stored (setProperty uiMode), so the server's
 * mode-gated routes and the next visit follow it too; the settings page offers the same choice.
 */
export function ModeSwitch({ available, userId }: { readonly available: readonly UiMode[]; readonly userId?: string }) {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const mode = useUiMode();
  const modes = useService(UiModeRef);
  const api = useService(ApiClientRef);
  if (available.length < 2) return null;
  const choose = (next: UiMode) => {
    modes.set(next);
    // A failed store leaves the server on the old mode until the next choice; the view has switched.
    if (userId) storeUiMode(api, userId, next).catch(() => undefined);
  };
  return (
    <label>
      {t('mode.label')}{' '}
      <select value={mode} onChange={(event) => choose(event.target.value as UiMode)}>
        {available.map((option) => (
          <option key={option} value={option}>
            {t(`mode.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
