import { themeColor, useTranslation } from '@portal/core';
import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
  legend {
    float: left;
    margin-right: 0.5rem;
    font-weight: 600;
  }
  input:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

/**
 * With or without VAT (SPEC §3 "vat", §9 VAT options). Native radio buttons: arrow keys move between
 * the two, and screen readers announce the group and the choice.
 */
export function VatToggle({
  vatIncluded,
  onChange,
}: {
  readonly vatIncluded: boolean;
  readonly onChange: (vatIncluded: boolean) => void;
}) {
  const { t } = useTranslation('contracts');
  const name = useId();
  return (
    <Group>
      <legend>{t('vat.label')}</legend>
      <label>
        <input type="radio" name={name} checked={vatIncluded} onChange={() => onChange(true)} /> {t('vat.showIncluded')}
      </label>
      <label>
        <input type="radio" name={name} checked={!vatIncluded} onChange={() => onChange(false)} /> {t('vat.showExcluded')}
      </label>
    </Group>
  );
}
