import { SecondaryButton } from '@portal/ui';
import { useTranslation } from '@portal/core';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

export interface PagerProps {
  readonly page: number;
  readonly pageCount: number;
  readonly from: number;
  readonly to: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

/** Previous / next with the visible range; a labelled nav landmark so it can be found by landmark. */
export function Pager({ page, pageCount, from, to, total, onPage }: PagerProps) {
  const { t } = useTranslation('locations');
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pager.label')}>
      <SecondaryButton type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('pager.previous')}
      </SecondaryButton>
      <span>
        {t('pager.pageOf', { page, pages: pageCount })} · {t('pager.status', { from, to, total })}
      </span>
      <SecondaryButton type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t('pager.next')}
      </SecondaryButton>
    </Nav>
  );
}
