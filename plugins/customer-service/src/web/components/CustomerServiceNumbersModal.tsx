import styled from 'styled-components';
import { ModalTitle, usePortalRuntime, useTranslation, type ModalComponentProps } from '@portal/core';
import { telHref } from './telHref';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li`
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 4px;
`;

const Number = styled.a`
  display: inline-block;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** SPEC §2 customer service number info modal: each number of the company with its hours. */
export default function CustomerServiceNumbersModal({ dismiss }: ModalComponentProps<void, void>) {
  const { t } = useTranslation('customer-service');
  const { company } = usePortalRuntime();
  const numbers = company.customerServiceNumbers ?? [];
  return (
    <>
      <ModalTitle>{t('modal.title')}</ModalTitle>
      <p>{t('modal.intro', { company: company.displayName ?? company.code })}</p>
      {numbers.length === 0 ? (
        <p>{t('modal.none')}</p>
      ) : (
        <List>
          {numbers.map((entry) => {
            const type = t(`type.${entry.type}`);
            return (
              <Item key={`${entry.type}-${entry.number}`}>
                <strong>{type}</strong>
                <br />
                <Number href={telHref(entry.number)} aria-label={t('modal.call', { number: entry.number, type })}>
                  {entry.number}
                </Number>
                <Muted>{t('modal.hours', { hours: entry.hours })}</Muted>
              </Item>
            );
          })}
        </List>
      )}
      {numbers.some((entry) => entry.number.startsWith('0800')) && <Muted>{t('modal.freeOfCharge')}</Muted>}
      <button type="button" onClick={dismiss}>
        {t('modal.close')}
      </button>
    </>
  );
}
