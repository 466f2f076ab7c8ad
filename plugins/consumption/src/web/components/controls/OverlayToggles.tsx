import { CheckboxField, FieldGroup } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { Overlay } from '../../../contract';

/** Checkboxes for the requirements §3 consumption data types drawn over the bars. */
export function OverlayToggles({
  available,
  selected,
  onChange,
}: {
  readonly available: readonly Overlay[];
  readonly selected: readonly Overlay[];
  readonly onChange: (selected: readonly Overlay[]) => void;
}) {
  const { t } = useTranslation('consumption');
  return (
    <FieldGroup>
      <legend>{t('overlays.label')}</legend>
      {available.map((overlay) => (
        <CheckboxField
          key={overlay}
          label={t(`overlays.${overlay}`)}
          checked={selected.includes(overlay)}
          onChange={(event) => onChange(event.target.checked ? [...selected, overlay] : selected.filter((o) => o !== overlay))}
        />
      ))}
    </FieldGroup>
  );
}
