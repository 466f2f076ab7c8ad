import styled from 'styled-components';
import { useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** The id of <main>; the skip link and route changes move focus there. */
export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 1000;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: 0.5rem;
  }
`;

/** First focusable element: keyboard users jump past the header and menu (WCAG 2.4.1). */
export function SkipToContentLink() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</Link>;
}
