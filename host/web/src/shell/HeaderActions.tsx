import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { HEADER_ACTIONS_SLOT, Slot, useTranslation, type UiMode } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { LanguageSwitch } from './LanguageSwitch';

// Lazy: only a user who is both a private and a business customer ever sees it.
const ModeSwitch = lazy(() => import('./ModeSwitch').then((m) => ({ default: m.ModeSwitch })));

const Group = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  ${({ $stacked, theme }) =>
    // In the phone menu the buttons keep the banner's colours they are designed for.
    $stacked ? `padding: 0 1rem 1rem; background: ${theme.colors.primary}; color: ${theme.colors.primaryText};` : 'margin-left: auto;'}
  select,
  button {
    min-height: 2rem;
  }
`;

/**
 * The plugins' header buttons (customer service, chat, log out), the mode and the language. In the
 * header on a wide screen; at the top of the menu on a phone (`stacked`), where they stay one tap away.
 * `modes` are the logged-in user's customer modes (useCustomerModes).
 */
export function HeaderActions({
  modes,
  userId,
  stacked = false,
}: {
  readonly modes: readonly UiMode[];
  readonly userId?: string;
  readonly stacked?: boolean;
}) {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <Group role="group" aria-label={t('headerActions')} $stacked={stacked}>
      <Slot slot={HEADER_ACTIONS_SLOT} props={{}} />
      {modes.length > 1 && (
        <Suspense fallback={null}>
          <ModeSwitch available={modes} userId={userId} />
        </Suspense>
      )}
      <LanguageSwitch />
    </Group>
  );
}
