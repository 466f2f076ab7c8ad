import { Card, SegmentedChoice } from '@portal/ui';
import { LANGUAGES, useTranslation, type Language } from '@portal/core';
import { SETTINGS_API } from '../../contract/paths';
import { useInstantSetting } from '../hooks/useInstantSetting';
import { SettingSaved } from './SettingSaved';

/** Each language named in itself, so anyone finds theirs whatever the portal's language is now. */
const OWN_NAME: Record<Language, string> = { fi: 'Suomi', sv: 'Svenska', en: 'English' };

/**
 * The portal's language and the one mails, SMS and notifications are written in (users.language via
 * setProperty): the same store as the header's language switch, chosen here with a visible outcome.
 */
export function LanguageSetting({ userId }: { readonly userId: string }) {
  const { t, i18n } = useTranslation('settings');
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'fi';
  const setting = useInstantSetting((api, language: Language) => api.post(SETTINGS_API.setProperty(userId), { language }));
  return (
    <Card title={t('language.title')} headingLevel={2}>
      <p>{t('language.intro')}</p>
      <SegmentedChoice
        label={t('language.label')}
        hideLabel
        value={current}
        choices={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{OWN_NAME[language]}</span> }))}
        onChange={(language) => {
          void i18n.changeLanguage(language);
          void setting.save(language);
        }}
      />
      <SettingSaved state={setting.state} />
    </Card>
  );
}
