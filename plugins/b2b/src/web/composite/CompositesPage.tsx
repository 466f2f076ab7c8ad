import { useState, type FormEvent } from 'react';
import {
  ButtonRow,
  Card,
  CheckboxField,
  EmptyState,
  ErrorState,
  ErrorSummary,
  FieldGroup,
  LoadingSkeleton,
  PageHeader,
  PrimaryButton,
  SecondaryButton,
  Stack,
  TextField,
} from '@portal/ui';
import { useApi, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { B2B_PLACE_API, compositeEligibleResponseSchema, compositeExistingResponseSchema } from '../../contract/places';
import { CompositeModalView, type CompositeModal } from './CompositeModals';
import { CompositeMonthTable } from './CompositeMonthTable';
import { ModifyCompositeForm } from './ModifyCompositeForm';
import { monthDays, previousMonth } from './monthRange';
import { useB2bCompanies } from './useB2bCompanies';

/** Offers a CSV text the server made as a file (the same local Blob download as core's CsvDownloadButton). */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `/yritys/yhdistelmat`: a company's composite locations (requirements §3) with each one's month beside its
 * members', the combine flow (eligible places → name → confirm → success) and separation, and a CSV
 * of the selected places' consumption. A lazy chunk.
 */
export default function CompositesPage() {
  const { t } = useTranslation('b2b');
  const userId = useUserId();
  const { companies, error: companiesError } = useB2bCompanies();
  const [chosenCompany, setChosenCompany] = useState<string | null>(null);
  const company = chosenCompany ?? companies?.[0]?.customerCode ?? null;
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const [modal, setModal] = useState<CompositeModal | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const existingKey = company && userId ? B2B_PLACE_API.company(company, userId, 'compositeExisting') : null;
  const eligibleKey = company && userId ? B2B_PLACE_API.company(company, userId, 'compositeEligible') : null;
  const existing = useApi(existingKey, compositeExistingResponseSchema);
  const eligible = useApi(eligibleKey, compositeEligibleResponseSchema);
  const invalidates = [existingKey, eligibleKey].filter((k): k is string => k !== null);
  const create = useApiMutation(
    (api, body: { name: string; locationIdentifiers: readonly string[] }) =>
      api.post(B2B_PLACE_API.company(company!, userId!, 'createCompositeLocation'), body),
    { invalidates },
  );
  const separate = useApiMutation(
    (api, identifier: string) => api.post(B2B_PLACE_API.location(company!, userId!, identifier, 'separateCompositeLocation'), {}),
    { invalidates },
  );
  const modify = useApiMutation(
    (api, identifier: string, body: { name: string; locationIdentifiers: readonly string[] }) =>
      api.post(B2B_PLACE_API.location(company!, userId!, identifier, 'modifyCompositeLocation'), body),
    { invalidates },
  );
  const csv = useApiMutation((api, body: unknown) =>
    api.put<string>(B2B_PLACE_API.company(company!, userId!, 'csv'), body, { responseType: 'text' }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = [
      ...(name.trim() ? [] : [{ field: 'composite-name', message: t('places.composites.nameRequired') }]),
      ...(selected.length >= 2 ? [] : [{ field: 'composite-places', message: t('places.composites.chooseTwo') }]),
    ];
    setProblems(found);
    if (found.length === 0) setModal({ kind: 'confirmCombine', name: name.trim(), count: selected.length });
  };

  const confirm = async () => {
    if (!modal) return;
    if (modal.kind === 'confirmCombine') {
      const done = await create.run({ name: modal.name, locationIdentifiers: selected });
      if (done === undefined) return setModal(null);
      setSelected([]);
      setName('');
      setModal({ kind: 'combined', name: modal.name });
    } else if (modal.kind === 'confirmModify') {
      const done = await modify.run(modal.identifier, { name: modal.name, locationIdentifiers: modal.members });
      if (done === undefined) return setModal(null);
      setEditing(null);
      setModal({ kind: 'modified', name: modal.name });
    } else if (modal.kind === 'confirmSeparate') {
      await separate.run(modal.identifier);
      setModal({ kind: 'separated', name: modal.name });
    }
  };

  const downloadCsv = async () => {
    if (selected.length === 0) return setProblems([{ field: 'composite-places', message: t('places.composites.chooseTwo') }]);
    const { from, to } = monthDays(month);
    const text = await csv.run({ locationIdentifiers: selected, from, to, resolution: 'P1D' });
    if (text !== undefined) saveFile(text, `kulutus_${from}_${to}.csv`);
  };

  if (companiesError) return <ErrorState>{t('places.composites.error')}</ErrorState>;
  if (!companies) return <LoadingSkeleton lines={3} label={t('places.company.loading')} />;
  if (companies.length === 0 || !company) return <EmptyState title={t('places.company.none')} />;

  return (
    <Stack>
      <PageHeader title={t('places.composites.title')} description={t('places.composites.intro')} />
      {companies.length > 1 && (
        <label>
          {t('places.company.label')}{' '}
          <select value={company} onChange={(event) => setChosenCompany(event.target.value)}>
            {companies.map((c) => (
              <option key={c.customerCode} value={c.customerCode}>
                {c.name} ({c.customerCode})
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField label={t('places.composites.month')} type="month" value={month} onValue={(value) => value && setMonth(value)} />
      <section aria-labelledby="existing-composites">
        <h2 id="existing-composites">{t('places.composites.title')}</h2>
        {existing.error ? (
          <ErrorState onRetry={() => void existing.mutate()}>{t('places.composites.error')}</ErrorState>
        ) : !existing.data ? (
          <LoadingSkeleton lines={3} label={t('places.composites.loading')} />
        ) : existing.data.composites.length === 0 ? (
          <EmptyState title={t('places.composites.empty')} />
        ) : (
          existing.data.composites.map((composite) => (
            <Card key={composite.compositeLocationIdentifier} title={composite.name}>
              <CompositeMonthTable company={company} userId={userId!} composite={composite} month={month} />
              {editing === composite.compositeLocationIdentifier && (
                <ModifyCompositeForm
                  composite={composite}
                  eligible={eligible.data?.places ?? []}
                  onSubmit={(newName, members) =>
                    setModal({
                      kind: 'confirmModify',
                      name: newName,
                      count: members.length,
                      identifier: composite.compositeLocationIdentifier,
                      members,
                    })
                  }
                />
              )}
              <ButtonRow>
                <SecondaryButton
                  type="button"
                  aria-expanded={editing === composite.compositeLocationIdentifier}
                  onClick={() =>
                    setEditing((current) => (current === composite.compositeLocationIdentifier ? null : composite.compositeLocationIdentifier))
                  }
                >
                  {t('places.composites.modify', { name: composite.name })}
                </SecondaryButton>
                <SecondaryButton
                  type="button"
                  onClick={() => setModal({ kind: 'confirmSeparate', name: composite.name, identifier: composite.compositeLocationIdentifier })}
                >
                  {t('places.composites.separate', { name: composite.name })}
                </SecondaryButton>
              </ButtonRow>
            </Card>
          ))
        )}
      </section>
      <Card title={t('places.composites.createTitle')}>
        <form onSubmit={submit} noValidate>
          <ErrorSummary problems={problems.map((p) => ({ fieldId: p.field, message: p.message }))} />
          <TextField
            id="composite-name"
            label={t('places.composites.name')}
            value={name}
            onValue={setName}
            maxLength={100}
            error={problems.find((p) => p.field === 'composite-name')?.message ?? null}
          />
          {eligible.error ? (
            <ErrorState onRetry={() => void eligible.mutate()}>{t('places.composites.error')}</ErrorState>
          ) : !eligible.data ? (
            <LoadingSkeleton lines={4} label={t('places.composites.loading')} />
          ) : eligible.data.places.length === 0 ? (
            <EmptyState title={t('places.composites.eligibleEmpty')} />
          ) : (
            <FieldGroup id="composite-places">
              <legend>{t('places.composites.eligible')}</legend>
              {eligible.data.places.map((place) => (
                <CheckboxField
                  key={place.locationIdentifier}
                  label={`${place.name}, ${place.address} (${place.locationIdentifier})`}
                  checked={selected.includes(place.locationIdentifier)}
                  onChange={(event) =>
                    setSelected((current) =>
                      event.target.checked ? [...current, place.locationIdentifier] : current.filter((id) => id !== place.locationIdentifier),
                    )
                  }
                />
              ))}
            </FieldGroup>
          )}
          <ButtonRow>
            <PrimaryButton type="submit">{t('places.composites.create')}</PrimaryButton>
            <SecondaryButton type="button" onClick={() => void downloadCsv()} disabled={csv.running}>
              {t('places.composites.csv')}
            </SecondaryButton>
          </ButtonRow>
        </form>
      </Card>
      {modal && (
        <CompositeModalView
          modal={modal}
          busy={create.running || separate.running || modify.running}
          onConfirm={() => void confirm()}
          onClose={() => setModal(null)}
        />
      )}
    </Stack>
  );
}
