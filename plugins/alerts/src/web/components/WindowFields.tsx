import { TextField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  > * {
    flex: 1 1 10rem;
  }
`;

export interface WindowText {
  readonly start: string;
  readonly end: string;
}

/** The push window as two labelled time fields (H:mm, Helsinki time); errors sit under the field they concern. */
export function WindowFields({
  idPrefix,
  value,
  onChange,
  errors,
  disabled,
}: {
  readonly idPrefix: string;
  readonly value: WindowText;
  readonly onChange: (value: WindowText) => void;
  readonly errors: { readonly start?: string | undefined; readonly end?: string | undefined };
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation('alerts');
  return (
    <Row>
      <TextField
        id={`${idPrefix}-start`}
        label={t('form.windowStart')}
        value={value.start}
        onValue={(start) => onChange({ ...value, start })}
        error={errors.start ?? null}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
      />
      <TextField
        id={`${idPrefix}-end`}
        label={t('form.windowEnd')}
        value={value.end}
        onValue={(end) => onChange({ ...value, end })}
        error={errors.end ?? null}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
      />
    </Row>
  );
}
