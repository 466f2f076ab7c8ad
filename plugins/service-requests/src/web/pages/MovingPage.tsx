import { Card, DatePicker, TextField, useFormErrors } from '@portal/ui';
import { formatMoney, inHelsinki, isApiRequestError, useApi, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { SERVICE_API } from '../../contract/paths';
import {
  customerRequestsResponseSchema,
  serviceRequestCreatedSchema,
  type ServiceRequestBody,
  type ServiceRequestCreated,
} from '../../contract/serviceRequest';
import { SelectField } from '../components/fields';
import { SuccessModal } from '../components/ReferenceModal';
import { RequestForm, translatedProblems } from '../components/RequestForm';
import { RequestPageFrame } from '../components/RequestPageFrame';
import { checkMoving, EMPTY_MOVING, MOVING_FIELDS, movingFieldOf, toMovingBody, type MovingField, type MovingValues } from '../model/movingForm';
import { writablePlaces } from '../model/requestForm';

/**
 * `/asiointi/muutto` (flag movingService): the contract ends at the old place on the last day, with
 * the meter reading if the customer has one, and starts at the new address. It becomes a service
 * request with a reference number, and the answer carries the offer for the new place.
 */
export default function MovingPage() {
  const { t } = useTranslation('service-requests');
  const userId = useUserId();
  const data = useApi(userId ? SERVICE_API.serviceRequests(userId) : null, customerRequestsResponseSchema);
  const [values, setValues] = useState<MovingValues>(EMPTY_MOVING);
  const [sent, setSent] = useState<ServiceRequestCreated | null>(null);
  const errors = useFormErrors<MovingField>(MOVING_FIELDS);
  const send = useApiMutation(
    (api, body: ServiceRequestBody) => api.post(SERVICE_API.serviceRequests(userId ?? ''), body, { schema: serviceRequestCreatedSchema }),
    { invalidates: userId ? [SERVICE_API.serviceRequests(userId)] : [], showErrorModal: false },
  );
  const set = (field: MovingField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const today = inHelsinki(new Date()).format('YYYY-MM-DD');

  const submit = async () => {
    if (!errors.show(translatedProblems(MOVING_FIELDS, checkMoving(values, today), t))) return;
    const created = await send.run(toMovingBody(values));
    if (created) {
      setValues(EMPTY_MOVING);
      setSent(created);
    }
  };
  const serverField = isApiRequestError(send.error) && send.error.status === 400 ? movingFieldOf(send.error.field) : undefined;
  const errorOf = (field: MovingField) => errors.errors[field] ?? (serverField === field ? t('errors.server') : null);
  const text = (field: MovingField, extra: { hint?: string; inputMode?: 'numeric' | 'decimal'; autoComplete?: string } = {}) => (
    <TextField id={errors.fieldId(field)} label={t(`moving.${field}`)} {...extra} value={values[field]} onValue={set(field)} error={errorOf(field)} />
  );

  const load = { error: data.error, ready: !!data.data, retry: () => void data.mutate() };
  const offer = sent?.offer;
  return (
    <RequestPageFrame title={t('moving.title')} intro={t('moving.intro')} load={load}>
      {() => (
        <>
          <Card title={t('moving.formTitle')}>
            <RequestForm
              label={t('moving.formTitle')}
              problems={errors.problems}
              onSubmit={submit}
              sending={send.running}
              failed={!!send.error && !serverField}
              sendLabel={t('moving.send')}
            >
              <h3>{t('moving.oldTitle')}</h3>
              <SelectField
                id={errors.fieldId('place')}
                label={t('moving.place')}
                value={values.place}
                placeholder={t('form.choose')}
                options={writablePlaces(data.data?.places ?? []).map((item) => ({
                  value: item.locationIdentifier,
                  label: `${item.name}, ${item.address}`,
                }))}
                error={errorOf('place')}
                onValue={set('place')}
              />
              <DatePicker
                id={errors.fieldId('endDate')}
                label={t('moving.endDate')}
                value={values.endDate}
                min={today}
                onChange={set('endDate')}
                error={errorOf('endDate')}
              />
              {text('meterReading', { hint: t('moving.meterReadingHint'), inputMode: 'decimal' })}
              <h3>{t('moving.newTitle')}</h3>
              {text('streetAddress', { autoComplete: 'street-address' })}
              {text('postalCode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
              {text('city', { autoComplete: 'address-level2' })}
              <DatePicker
                id={errors.fieldId('startDate')}
                label={t('moving.startDate')}
                value={values.startDate}
                min={today}
                onChange={set('startDate')}
                error={errorOf('startDate')}
              />
            </RequestForm>
          </Card>
          {sent && (
            <SuccessModal title={t('moving.sentTitle')} closeLabel={t('sent.close')} onClose={() => setSent(null)}>
              <p>{t('sent.body', { reference: sent.reference })}</p>
              {offer?.kind === 'PRODUCT' ? (
                <p>{t('moving.offerProduct', { product: offer.productName, fee: formatMoney(Number(offer.basicFeeEurMonth)) })}</p>
              ) : (
                <p>{t('moving.offerContact')}</p>
              )}
            </SuccessModal>
          )}
        </>
      )}
    </RequestPageFrame>
  );
}
