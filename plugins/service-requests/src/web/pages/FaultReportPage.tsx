import { Card, DatePicker, LoadingSkeleton, StatusMessage, TextField, useFormErrors } from '@portal/ui';
import { inHelsinki, isApiRequestError, useApi, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { faultDisruptionsResponseSchema, faultReportCreatedSchema, type FaultReportBody, type FaultReportCreated } from '../../contract/faultReport';
import { SERVICE_API } from '../../contract/paths';
import { customerRequestsResponseSchema } from '../../contract/serviceRequest';
import { SelectField, TextAreaField } from '../components/fields';
import { KnownDisruptions } from '../components/KnownDisruptions';
import { SuccessModal } from '../components/ReferenceModal';
import { RequestForm, translatedProblems } from '../components/RequestForm';
import { RequestPageFrame } from '../components/RequestPageFrame';
import { fieldOfServerError } from '../model/requestForm';
import { checkFault, FAULT_FIELDS, faultsOf, toFaultBody, type FaultField, type FaultValues } from '../model/faultForm';

const EMPTY: FaultValues = { place: '', fault: '', day: '', time: '', description: '', contactName: '', contactPhone: '' };

/**
 * `/asiointi/vikailmoitus`: a fault report for an electricity or district-heating place. As soon as
 * the place is chosen the page asks whether a known cut covers it and says so before anything is
 * sent; the report can still be sent (the customer may know something we do not).
 */
export default function FaultReportPage() {
  const { t } = useTranslation('service-requests');
  const userId = useUserId();
  const data = useApi(userId ? SERVICE_API.serviceRequests(userId) : null, customerRequestsResponseSchema);
  const [values, setValues] = useState<FaultValues>(EMPTY);
  const [sent, setSent] = useState<FaultReportCreated | null>(null);
  const errors = useFormErrors<FaultField>(FAULT_FIELDS);
  const places = (data.data?.places ?? []).filter((place) => place.faultReport);
  const place = places.find((item) => item.locationIdentifier === values.place);
  const known = useApi(userId && place ? SERVICE_API.faultDisruptions(userId, place.locationIdentifier) : null, faultDisruptionsResponseSchema);
  const send = useApiMutation(
    (api, body: FaultReportBody) => api.post(SERVICE_API.reportFault(userId ?? ''), body, { schema: faultReportCreatedSchema }),
    { invalidates: userId ? [SERVICE_API.serviceRequests(userId)] : [], showErrorModal: false },
  );
  const set = (field: keyof FaultValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const today = inHelsinki(new Date()).format('YYYY-MM-DD');

  const submit = async () => {
    if (!errors.show(translatedProblems(FAULT_FIELDS, checkFault(values, places, new Date()), t))) return;
    const created = await send.run(toFaultBody(values));
    if (created) {
      setValues(EMPTY);
      setSent(created);
    }
  };
  const serverField = isApiRequestError(send.error) && send.error.status === 400 ? fieldOfServerError(send.error.field) : undefined;
  const errorOf = (field: FaultField) =>
    errors.errors[field] ?? (serverField === field || (serverField === 'startedAt' && field === 'time') ? t('errors.server') : null);

  const load = { error: data.error, ready: !!data.data, retry: () => void data.mutate() };
  return (
    <RequestPageFrame title={t('fault.title')} intro={t('fault.intro')} load={load}>
      {() => (
        <>
          <Card title={t('fault.formTitle')}>
            <RequestForm
              label={t('fault.formTitle')}
              problems={errors.problems}
              onSubmit={submit}
              sending={send.running}
              failed={!!send.error && !serverField}
              sendLabel={t('fault.send')}
            >
              <SelectField
                id={errors.fieldId('place')}
                label={t('form.place')}
                value={values.place}
                placeholder={t('form.choose')}
                options={places.map((item) => ({ value: item.locationIdentifier, label: `${item.name}, ${item.address}` }))}
                error={errorOf('place')}
                onValue={(value) => setValues((current) => ({ ...current, place: value, fault: '' }))}
              />
              {place && (
                <div aria-live="polite">
                  {known.error ? (
                    <StatusMessage tone="info">{t('fault.checkFailed')}</StatusMessage>
                  ) : known.data ? (
                    <KnownDisruptions disruptions={known.data.disruptions} />
                  ) : (
                    <LoadingSkeleton lines={1} label={t('fault.checking')} />
                  )}
                </div>
              )}
              <SelectField
                id={errors.fieldId('fault')}
                label={t('fault.fault')}
                value={values.fault}
                placeholder={t('form.choose')}
                options={faultsOf(place).map((fault) => ({ value: fault, label: t(`fault.kinds.${fault}`) }))}
                error={errorOf('fault')}
                onValue={set('fault')}
              />
              <DatePicker
                id={errors.fieldId('day')}
                label={t('fault.day')}
                value={values.day}
                max={today}
                onChange={set('day')}
                error={errorOf('day')}
              />
              <TextField
                id={errors.fieldId('time')}
                label={t('fault.time')}
                hint={t('fault.timeHint')}
                inputMode="numeric"
                value={values.time}
                onValue={set('time')}
                error={errorOf('time')}
              />
              <TextAreaField
                id={errors.fieldId('description')}
                label={t('fault.description')}
                hint={t('form.optional')}
                value={values.description}
                onValue={set('description')}
                error={errorOf('description')}
              />
              <TextField
                id={errors.fieldId('contactName')}
                label={t('fault.contactName')}
                autoComplete="name"
                value={values.contactName}
                onValue={set('contactName')}
                error={errorOf('contactName')}
              />
              <TextField
                id={errors.fieldId('contactPhone')}
                label={t('fault.contactPhone')}
                autoComplete="tel"
                inputMode="tel"
                value={values.contactPhone}
                onValue={set('contactPhone')}
                error={errorOf('contactPhone')}
              />
            </RequestForm>
          </Card>
          {sent && (
            <SuccessModal title={t('fault.sentTitle')} closeLabel={t('sent.close')} onClose={() => setSent(null)}>
              <p data-testid="fault-reference">{t('sent.body', { reference: sent.reference })}</p>
              {sent.knownDisruptions.length > 0 && <p>{t('fault.sentKnown')}</p>}
            </SuccessModal>
          )}
        </>
      )}
    </RequestPageFrame>
  );
}
