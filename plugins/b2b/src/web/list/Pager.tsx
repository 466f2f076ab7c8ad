import { ButtonRow, SecondaryButton } from '@portal/ui';
import { useTranslation } from '@portal/core';

/** Previous / next page of 20, and where the user is ("Sivu 2/3"), announced politely when it changes. */
export function Pager({ page, pages, onPage }: { readonly page: number; readonly pages: number; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation('b2b');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pager')}>
      <ButtonRow>
        <SecondaryButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </SecondaryButton>
        <span aria-live="polite">{t('list.pageOf', { page, pages })}</span>
        <SecondaryButton type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </SecondaryButton>
      </ButtonRow>
    </nav>
  );
}
