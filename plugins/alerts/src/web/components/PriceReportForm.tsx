import { CheckboxField, ErrorState, FieldGroup, LoadingSkeleton, SegmentedChoice } from '@portal/ui';
import { themeColor, useApi, useApiMutation, useTranslation } from '@portal/core';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ALERTS_API, energyPriceReportSchema, type EnergyPriceReport } from '../../contract';
import { AlertForm } from './AlertForm';

const FieldError = styled.p`
  margin: 0;
  color: ${themeColor('danger')};
  font-weight: 600;
`;

type Unit = EnergyPriceReport['unit'];
type Vat = EnergyPriceReport['vat'];

/**
 * The daily price report (requirements §3 energyPriceReport): tomorrow's prices by e-mail and/or push when
 * they are published, in the unit and VAT mode the person reads prices in. An active report needs a
 * channel; the problem is named next to the channels and the first one takes focus.
 */
export function PriceReportForm({ userId }: { readonly userId: string }) {
  const { t } = useTranslation('alerts');
  const url = ALERTS_API.energyPriceReport(userId);
  const report = useApi(url, energyPriceReportSchema);
  const id = useId();
  const [active, setActive] = useState(false);
  const [email, setEmail] = useState(true);
  const [push, setPush] = useState(false);
  const [unit, setUnit] = useState<Unit>('KWH');
  const [vat, setVat] = useState<Vat>('VAT_24');
  const [channelError, setChannelError] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation((api, body: unknown) => api.put<EnergyPriceReport>(url, body, { schema: energyPriceReportSchema }), {
    invalidates: [url],
  });

  useEffect(() => {
    if (!report.data) return;
    setActive(report.data.active);
    setEmail(report.data.emailNotifications);
    setPush(report.data.pushNotifications);
    setUnit(report.data.unit);
    setVat(report.data.vat);
  }, [report.data]);

  if (report.error) return <ErrorState onRetry={() => void report.mutate()}>{t('price.error')}</ErrorState>;
  if (!report.data) return <LoadingSkeleton lines={4} label={t('price.loading')} />;

  const emailId = `${id}-email`;
  const errorId = `${id}-channels-error`;
  const submit = async () => {
    setSaved(false);
    const missing = active && !email && !push;
    setChannelError(missing);
    if (missing) {
      document.getElementById(emailId)?.focus();
      return;
    }
    const result = await save.run({ active, emailNotifications: email, pushNotifications: push, unit, vat });
    if (result) setSaved(true);
  };
  const described = channelError ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};

  return (
    <AlertForm label={t('price.reportTitle')} intro={t('price.reportIntro')} saving={save.running} saved={saved} onSubmit={submit}>
      <CheckboxField label={t('price.reportActive')} checked={active} onChange={(event) => setActive(event.target.checked)} />
      <FieldGroup>
        <legend>{t('price.channels')}</legend>
        <CheckboxField id={emailId} label={t('price.email')} checked={email} onChange={(event) => setEmail(event.target.checked)} {...described} />
        <CheckboxField label={t('price.push')} checked={push} onChange={(event) => setPush(event.target.checked)} {...described} />
      </FieldGroup>
      {channelError && (
        <FieldError id={errorId} role="alert">
          {t('price.needChannel')}
        </FieldError>
      )}
      <SegmentedChoice<Unit>
        label={t('price.unit')}
        choices={[
          { value: 'KWH', label: 'c/kWh' },
          { value: 'MWH', label: '€/MWh' },
        ]}
        value={unit}
        onChange={setUnit}
      />
      <SegmentedChoice<Vat>
        label={t('price.vat')}
        choices={[
          { value: 'VAT_24', label: t('price.vatIncluded') },
          { value: 'VAT_0', label: t('price.vat0') },
        ]}
        value={vat}
        onChange={setVat}
      />
    </AlertForm>
  );
}
