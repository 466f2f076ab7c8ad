import { HeaderActionButton } from '@portal/ui';
import { useModal, useTranslation } from '@portal/core';
import { CUSTOMER_SERVICE_NUMBERS_MODAL } from '../customerServiceModal';

/** Header action: opens the customer service numbers. */
export default function CustomerServiceButton() {
  const { t } = useTranslation('customer-service');
  const modals = useModal();
  return (
    <HeaderActionButton
      type="button"
      aria-haspopup="dialog"
      aria-label={t('headerButtonLabel')}
      onClick={() => modals.open(CUSTOMER_SERVICE_NUMBERS_MODAL)}
    >
      {t('headerButton')}
    </HeaderActionButton>
  );
}
