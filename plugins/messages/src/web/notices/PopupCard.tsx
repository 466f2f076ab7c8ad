import { useNavigate } from 'react-router-dom';
import { ButtonRow, Card, MutedText, PrimaryButton, SecondaryButton } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import type { Popup } from '../../contract/notices';
import { MESSAGES_API } from '../../contract/paths';

/**
 * A popup (requirements §3) drawn as a card at the top of the page, not a modal: the person may read the page
 * around it and answer when they like. Accept or close stores the popup's dismissProperty on the server,
 * so it does not come back on any device; accept then opens the popup's page, if it has one.
 */
export function PopupCard({ popup }: { readonly popup: Popup }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const dismiss = useApiMutation(
    async (api, action: 'accept' | 'close') => {
      await api.post(MESSAGES_API.dismissPopup, { dismissProperty: popup.dismissProperty, action });
      return true;
    },
    { invalidates: [MESSAGES_API.popups] },
  );
  const answer = async (action: 'accept' | 'close') => {
    // run answers undefined when the call failed (the error modal has told the person).
    const stored = await dismiss.run(action);
    if (stored && action === 'accept' && popup.link) navigate(popup.link);
  };
  return (
    <Card headingLevel={2} title={popup.title} subtitle={t('popup.region')}>
      <p>{popup.description}</p>
      <MutedText>{popup.dismissDescription}</MutedText>
      <ButtonRow>
        <PrimaryButton disabled={dismiss.running} onClick={() => void answer('accept')}>
          {popup.accept}
        </PrimaryButton>
        <SecondaryButton disabled={dismiss.running} onClick={() => void answer('close')}>
          {popup.close}
        </SecondaryButton>
      </ButtonRow>
    </Card>
  );
}
