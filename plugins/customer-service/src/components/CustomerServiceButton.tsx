import styled from 'styled-components';
import { useModal, useTranslation } from '@portal/core';
import { CUSTOMER_SERVICE_NUMBERS_MODAL } from '../customerServiceModal';

export const HeaderButton = styled.button`
  padding: 0.4rem 0.9rem;
  border: 2px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  cursor: pointer;
`;

/** Header action: opens the customer service numbers. */
export default function CustomerServiceButton() {
  const { t } = useTranslation('customer-service');
  const modals = useModal();
  return (
    <HeaderButton type="button" aria-haspopup="dialog" aria-label={t('headerButtonLabel')} onClick={() => modals.open(CUSTOMER_SERVICE_NUMBERS_MODAL)}>
      {t('headerButton')}
    </HeaderButton>
  );
}
