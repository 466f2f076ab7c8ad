import { Card, FactList, MutedText, SecondaryButton, StatusMessage } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useEffect, useRef, useState } from 'react';
import type { Customership } from '../../contract/customerInfo';
import { addressText } from '../model/addressText';
import { CustomershipForm } from './CustomershipForm';

/** One customership: its facts, and for this company's ones an edit form in place. */
export function CustomershipCard({ customership }: { readonly customership: Customership }) {
  const { t } = useTranslation('customer-info');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Back to where the customer was when the form closes: the button that opened it (it is mounted again by then).
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const address = addressText(customership.address);
  const invoicing = addressText(customership.invoicingAddress);
  const invoicingText = customership.invoicingAddress.name
    ? [customership.invoicingAddress.name, invoicing].filter(Boolean).join(', ')
    : (invoicing ?? t('customerships.sameAsAddress'));

  const done = (wasSaved: boolean) => {
    returnFocus.current = true;
    setEditing(false);
    setSaved(wasSaved);
  };

  return (
    <Card title={customership.companyName} subtitle={`${t('customerships.customerCode')} ${customership.customerCode}`} headingLevel={3}>
      {editing ? (
        <CustomershipForm customership={customership} onDone={done} />
      ) : (
        <>
          <FactList
            facts={
              [
                { term: t('customerships.type'), value: t(`customerships.${customership.customerType}`) },
                customership.businessName && {
                  term: t('customerships.business'),
                  value: [customership.businessName, customership.businessId].filter(Boolean).join(', '),
                },
                { term: t('customerships.phone'), value: customership.phone ?? t('customerships.notGiven') },
                { term: t('customerships.address'), value: address ?? t('customerships.notGiven') },
                { term: t('customerships.invoicingAddress'), value: invoicingText },
              ].filter((fact) => !!fact) as { term: string; value: string }[]
            }
          />
          {saved && <StatusMessage>{t('customerships.saved')}</StatusMessage>}
          {customership.editable ? (
            <SecondaryButton
              ref={editButton}
              type="button"
              aria-label={t('customerships.editLabel', { code: customership.customerCode })}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('customerships.edit')}
            </SecondaryButton>
          ) : (
            <MutedText>{t('customerships.otherCompany')}</MutedText>
          )}
        </>
      )}
    </Card>
  );
}
