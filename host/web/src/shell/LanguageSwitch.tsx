import { useEffect } from 'react';
import { LANGUAGES, useTranslation, type Language } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** fi (default), sv, en. Each option is written in its own language so anyone can find theirs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'fi';
  useEffect(() => {
    // Screen readers pick their voice from <html lang>.
    document.documentElement.lang = current;
  }, [current]);
  return (
    <label>
      {t('language.label')}{' '}
      <select value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
