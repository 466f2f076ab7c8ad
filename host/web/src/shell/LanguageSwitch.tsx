import { useEffect } from 'react';
import { ApiClientRef, LANGUAGES, useService, useSession, useTranslation, type Language } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { storeLanguage } from './storeLanguage';

/** fi (default), sv, en. Each option is written in its own language so anyone can find theirs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'fi';
  const session = useSession();
  const api = useService(ApiClientRef);
  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    // Signed in: notifications follow the choice. A failure leaves them in the old language; the
    // switch itself has worked, so the person is not bothered with an error for it.
    if (session.status === 'loggedIn') storeLanguage(api, language).catch(() => undefined);
  };
  useEffect(() => {
    // Screen readers pick their voice from <html lang>.
    document.documentElement.lang = current;
  }, [current]);
  return (
    <label>
      {t('language.label')}{' '}
      <select value={current} onChange={(event) => choose(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
