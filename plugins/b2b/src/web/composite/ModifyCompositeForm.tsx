import { useState, type FormEvent } from 'react';
import { ButtonRow, CheckboxField, ErrorSummary, FieldGroup, PrimaryButton, TextField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { CompositeWire, PlaceSummary } from '../../contract/places';

/**
 * Modify a composite: its name and members (the current ones and any eligible place). Checked here
 * like the create form (a name, at least two places); the page confirms before it saves.
 */
export function ModifyCompositeForm({
  composite,
  eligible,
  onSubmit,
}: {
  readonly composite: CompositeWire;
  readonly eligible: readonly PlaceSummary[];
  readonly onSubmit: (name: string, members: readonly string[]) => void;
}) {
  const { t } = useTranslation('b2b');
  const prefix = `modify-${composite.compositeLocationIdentifier}`;
  const [name, setName] = useState(composite.name);
  const [members, setMembers] = useState<readonly string[]>(composite.members.map((m) => m.locationIdentifier));
  const [problems, setProblems] = useState<{ fieldId: string; message: string }[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = [
      ...(name.trim() ? [] : [{ fieldId: `${prefix}-name`, message: t('places.composites.nameRequired') }]),
      ...(members.length >= 2 ? [] : [{ fieldId: `${prefix}-places`, message: t('places.composites.chooseTwo') }]),
    ];
    setProblems(found);
    if (found.length === 0) onSubmit(name.trim(), members);
  };
  const places = [...composite.members, ...eligible.filter((p) => p.utilityType === composite.utilityType)];
  return (
    <form onSubmit={submit} noValidate aria-label={t('places.composites.modifyTitle')}>
      <ErrorSummary problems={problems} />
      <TextField id={`${prefix}-name`} label={t('places.composites.name')} value={name} onValue={setName} maxLength={100} />
      <FieldGroup id={`${prefix}-places`}>
        <legend>{t('places.composites.members')}</legend>
        {places.map((place) => (
          <CheckboxField
            key={place.locationIdentifier}
            label={`${place.name} (${place.locationIdentifier})`}
            checked={members.includes(place.locationIdentifier)}
            onChange={(event) =>
              setMembers((current) =>
                event.target.checked ? [...current, place.locationIdentifier] : current.filter((id) => id !== place.locationIdentifier),
              )
            }
          />
        ))}
      </FieldGroup>
      <ButtonRow>
        <PrimaryButton type="submit">{t('places.composites.saveChanges')}</PrimaryButton>
      </ButtonRow>
    </form>
  );
}
