import { useState, type FormEvent } from 'react';
import { ButtonRow, Card, PrimaryButton, StatusMessage, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { B2B_PLACE_API, placeDetailSchema, type PlaceDetail } from '../../contract/places';

/** setLocationDetails: name, floor area (for kWh/m²) and cost centre; a read-only caller sees no form. */
export function PlaceDetailsForm({ company, userId, detail }: { readonly company: string; readonly userId: string; readonly detail: PlaceDetail }) {
  const { t } = useTranslation('b2b');
  const [name, setName] = useState(detail.name);
  const [area, setArea] = useState(detail.floorAreaM2 === null ? '' : String(detail.floorAreaM2).replace('.', ','));
  const [costCentre, setCostCentre] = useState(detail.costCentre ?? '');
  const [areaError, setAreaError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const detailKey = B2B_PLACE_API.location(company, userId, detail.compositeLocationIdentifier, 'detail');
  const save = useApiMutation(
    (api, body: Record<string, unknown>) =>
      api.post(B2B_PLACE_API.location(company, userId, detail.compositeLocationIdentifier, 'setLocationDetails'), body, {
        schema: placeDetailSchema,
      }),
    { invalidates: [detailKey] },
  );
  if (detail.accessRight !== 'FULL_ACCESS') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = area.trim() === '' ? null : Number(area.replace(/\s/g, '').replace(',', '.'));
    if (parsed !== null && !(parsed > 0)) return setAreaError(t('places.detail.badArea'));
    setAreaError(null);
    const body = detail.isNotACompositeLocation
      ? { name: name.trim(), floorAreaM2: parsed, costCentre: costCentre.trim() || null }
      : { name: name.trim() };
    if ((await save.run(body)) !== undefined) setSaved(true);
  };

  return (
    <Card title={t('places.detail.edit')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('places.detail.name')} value={name} onValue={setName} maxLength={100} required />
        {detail.isNotACompositeLocation && (
          <>
            <TextField label={t('places.detail.floorArea')} inputMode="decimal" value={area} onValue={setArea} error={areaError} />
            <TextField label={t('places.detail.costCentre')} value={costCentre} onValue={setCostCentre} maxLength={40} />
          </>
        )}
        <ButtonRow>
          <PrimaryButton type="submit" disabled={save.running}>
            {t('places.detail.save')}
          </PrimaryButton>
        </ButtonRow>
        {saved && <StatusMessage>{t('places.detail.saved')}</StatusMessage>}
      </form>
    </Card>
  );
}
