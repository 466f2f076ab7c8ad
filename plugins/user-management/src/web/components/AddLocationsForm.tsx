import {
  Card,
  CheckboxField,
  EmptyState,
  ErrorState,
  FieldGroup,
  LoadingSkeleton,
  PrimaryButton,
  SegmentedChoice,
  TextField,
  parseFinnishDate,
} from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { USER_MANAGEMENT_API } from '../../contract/paths';
import { eligibleLocationsResponseSchema, userSettingsResponseSchema, type AccessRightValue } from '../../contract/userManagement';
import type { Dialog } from './Modals';

interface Props {
  readonly company: string;
  readonly userId: string;
  readonly subUserId: string;
  readonly show: (dialog: Dialog | null) => void;
}

/** "Manage user add location" (requirements §2): choose places, the right, an optional last day; confirm, then success. */
export function AddLocationsForm({ company, userId, subUserId, show }: Props) {
  const { t } = useTranslation('user-management');
  const eligibleUrl = USER_MANAGEMENT_API.eligibleLocations(company, userId, subUserId);
  const settingsUrl = USER_MANAGEMENT_API.settings(company, userId, subUserId);
  const eligible = useApi(eligibleUrl, eligibleLocationsResponseSchema);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [labels, setLabels] = useState<ReadonlySet<string>>(new Set());
  const [right, setRight] = useState<AccessRightValue>('READ_ONLY');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<{ places?: string; expires?: string }>({});
  const grant = useApiMutation(
    (api, body: unknown) => api.post(USER_MANAGEMENT_API.op(company, userId, 'updateAccessRights'), body, { schema: userSettingsResponseSchema }),
    { invalidates: [eligibleUrl, settingsUrl, USER_MANAGEMENT_API.op(company, userId, 'existingUsers')] },
  );

  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresOn = expires.trim() ? parseFinnishDate(expires.trim()) : null;
    const problems = {
      ...(chosen.size === 0 && labels.size === 0 ? { places: t('addLocation.selectSome') } : {}),
      ...(expires.trim() && !expiresOn ? { expires: t('addLocation.badDate') } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const locations = [...chosen].map((locationIdentifier) => ({ locationIdentifier, accessRight: right }));
    const labelRules = [...labels].map((label) => ({ label, accessRight: right }));
    const summary = { right: t(`rights.${right}`), count: locations.length, labels: [...labels].join(', ') };
    show({
      kind: 'confirm',
      title: t('addLocation.confirmTitle'),
      body: labelRules.length ? t('addLocation.confirmBodyLabels', summary) : t('addLocation.confirmBody', summary),
      confirmLabel: t('addLocation.submit'),
      onConfirm: () => {
        void grant.run({ subUserId, locations, labels: labelRules, expiresOn }).then((result) => {
          if (!result) return show(null);
          setChosen(new Set());
          setLabels(new Set());
          setExpires('');
          show({ kind: 'success', title: t('addLocation.successTitle') });
        });
      },
    });
  };

  return (
    <Card title={t('addLocation.heading')} headingLevel={3}>
      {eligible.error ? (
        <ErrorState onRetry={() => void eligible.mutate()}>{t('manage.error')}</ErrorState>
      ) : !eligible.data ? (
        <LoadingSkeleton lines={3} label={t('manage.loading')} />
      ) : eligible.data.locations.length === 0 && eligible.data.labels.length === 0 ? (
        <EmptyState title={t('addLocation.none')} headingLevel={4} />
      ) : (
        <form onSubmit={submit} noValidate>
          <FieldGroup aria-describedby={errors.places ? 'um-places-error' : undefined}>
            <legend>{t('addLocation.legend')}</legend>
            <PlaceList>
              {eligible.data.locations.map((place) => (
                <li key={place.locationIdentifier}>
                  <CheckboxField
                    label={`${place.name}, ${place.address}`}
                    checked={chosen.has(place.locationIdentifier)}
                    onChange={(event) => setChosen(toggle(chosen, place.locationIdentifier, event.currentTarget.checked))}
                  />
                </li>
              ))}
            </PlaceList>
          </FieldGroup>
          {eligible.data.labels.length > 0 && (
            <FieldGroup>
              <legend>{t('addLocation.labelsLegend')}</legend>
              <p>{t('addLocation.labelsHelp')}</p>
              <PlaceList>
                {eligible.data.labels.map((label) => (
                  <li key={label}>
                    <CheckboxField
                      label={t('addLocation.label', { label })}
                      checked={labels.has(label)}
                      onChange={(event) => setLabels(toggle(labels, label, event.currentTarget.checked))}
                    />
                  </li>
                ))}
              </PlaceList>
            </FieldGroup>
          )}
          {errors.places && (
            <p id="um-places-error" role="alert">
              {errors.places}
            </p>
          )}
          <SegmentedChoice
            label={t('addLocation.right')}
            choices={[
              { value: 'READ_ONLY' as const, label: t('rights.READ_ONLY') },
              { value: 'FULL_ACCESS' as const, label: t('rights.FULL_ACCESS') },
            ]}
            value={right}
            onChange={setRight}
          />
          <TextField label={t('addLocation.expiresOn')} value={expires} onValue={setExpires} error={errors.expires ?? null} inputMode="numeric" />
          <PrimaryButton type="submit" disabled={grant.running}>
            {t('addLocation.submit')}
          </PrimaryButton>
        </form>
      )}
    </Card>
  );
}

// A long company list scrolls inside the card, so the submit button stays near (phone layout too).
const PlaceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 20rem;
  overflow-y: auto;
  display: grid;
  gap: 0.35rem;
  width: 100%;
`;
