import { UiModeRef, useService, useTranslation, useUiMode, type UiMode } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

const MODES: readonly UiMode[] = ['B2C', 'B2B'];

/** SPEC §6 B2C/B2B mode; every gate with `modes` follows it at once. */
export function ModeSwitch() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const mode = useUiMode();
  const modes = useService(UiModeRef);
  return (
    <label>
      {t('mode.label')}{' '}
      <select value={mode} onChange={(event) => modes.set(event.target.value as UiMode)}>
        {MODES.map((option) => (
          <option key={option} value={option}>
            {t(`mode.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
