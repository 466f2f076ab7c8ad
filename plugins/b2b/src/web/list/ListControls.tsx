import { SecondaryButton, TextField } from '@portal/ui';
import { themeColor, useApi, useTranslation } from '@portal/core';
import { useId } from 'react';
import styled from 'styled-components';
import { B2B_API, listSearchResponseSchema, type Company } from '../../contract';
import { useDebouncedValue } from './useDebouncedValue';

export interface ListControlsProps {
  readonly userId: string;
  readonly company: string;
  readonly companies: readonly Company[];
  readonly onCompany: (code: string) => void;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly label: string;
  readonly labels: readonly string[];
  readonly onLabel: (label: string) => void;
}

/**
 * The list's filters: the company (only with several), the search box and the label filter. As the
 * user types, listSearch offers up to ten places (debounced: one request per pause); choosing one
 * narrows the list to it. The list itself follows the typed text too (the page debounces it).
 */
export function ListControls({ userId, company, companies, onCompany, search, onSearch, label, labels, onLabel }: ListControlsProps) {
  const { t } = useTranslation('b2b');
  const companyId = useId();
  const labelId = useId();
  const typed = useDebouncedValue(search.trim(), 300);
  const suggestions = useApi(typed ? [B2B_API.listSearch(company, userId), { q: typed }] : null, listSearchResponseSchema);
  const matches = typed === search.trim() ? (suggestions.data?.matches ?? []) : [];
  const exact = matches.length === 1 && matches[0]!.locationIdentifier === search.trim();
  return (
    <Controls>
      {companies.length > 1 && (
        <Field>
          <label htmlFor={companyId}>{t('list.company')}</label>
          <select id={companyId} value={company} onChange={(event) => onCompany(event.target.value)}>
            {companies.map((c) => (
              <option key={c.customerCode} value={c.customerCode}>
                {c.name} ({c.customerCode})
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field>
        <TextField type="search" label={t('list.search')} hint={t('list.searchHint')} value={search} onValue={onSearch} autoComplete="off" />
        {matches.length > 0 && !exact && (
          <Suggestions aria-label={t('list.suggestions')}>
            {matches.map((match) => (
              <li key={match.locationIdentifier}>
                <SecondaryButton type="button" onClick={() => onSearch(match.locationIdentifier)}>
                  {match.name}, {match.streetAddress} {match.city} ({t(`list.matchedOn.${match.matchedOn}`)})
                </SecondaryButton>
              </li>
            ))}
          </Suggestions>
        )}
      </Field>
      <Field>
        <label htmlFor={labelId}>{t('list.labelFilter')}</label>
        <select id={labelId} value={label} onChange={(event) => onLabel(event.target.value)}>
          <option value="">{t('list.allLabels')}</option>
          {labels.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: flex-start;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  max-width: 100%;
  select {
    font: inherit;
    padding: 0.5rem;
    max-width: 100%;
    border: 1px solid ${themeColor('mutedText')};
    border-radius: 4px;
  }
  label {
    font-weight: 600;
  }
`;

const Suggestions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  button {
    text-align: left;
    white-space: normal;
  }
`;
