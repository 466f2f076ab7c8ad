import { Link } from 'react-router-dom';
import { useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';

/** Any path no active plugin serves, including pages of plugins whose flag is off. */
export function NotFoundPage() {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
