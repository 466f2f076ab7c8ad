import { useRef, useState } from 'react';
import { ButtonRow, Card, SecondaryButton, StatusBadge } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContentItem } from '../../contract/locations';
import { shownName } from '../model/locationSort';
import { DisplayNameEditor } from './DisplayNameEditor';
import { LocationFacts } from './LocationFacts';
import { MoveButtons, type MoveButtonsProps } from './MoveButtons';

// Layout only: the list item holds the kit's card; the look is the card's.
const Item = styled.li`
  list-style: none;
`;

export interface LocationItemProps {
  readonly item: ContentItem;
  readonly detailHref: string;
  readonly showCompany: boolean;
  /** Present when the item may be moved in the current view. */
  readonly move?: Omit<MoveButtonsProps, 'name'>;
  /** Saves and announces; rejects when the server refused, so the editor stays open. */
  readonly onRename: (locationIdentifier: string, displayName: string) => Promise<void>;
}

/** One use place: its name (a link to its page), its facts, and what the user may do with it. */
export function LocationItem({ item, detailHref, showCompany, move, onRename }: LocationItemProps) {
  const { t } = useTranslation('locations');
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const name = shownName(item);
  const writable = item.accessRight === 'FULL_ACCESS';

  function closeEditor() {
    setEditing(false);
    // The editor is gone; without this the focus would fall back to the top of the page.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  return (
    <Item aria-label={name}>
      <Card title={<Link to={detailHref}>{name}</Link>} aside={!writable && <StatusBadge tone="neutral">{t('list.readOnly')}</StatusBadge>}>
        <LocationFacts item={item} showCompany={showCompany} />
        {editing ? (
          <DisplayNameEditor
            initialName={name}
            onSave={(displayName) => onRename(item.location.locationIdentifier, displayName)}
            onClose={closeEditor}
          />
        ) : (
          (writable || move) && (
            <ButtonRow>
              {writable && (
                <SecondaryButton type="button" ref={renameButton} aria-label={t('rename.startLabel', { name })} onClick={() => setEditing(true)}>
                  {t('rename.start')}
                </SecondaryButton>
              )}
              {move && <MoveButtons name={name} {...move} />}
            </ButtonRow>
          )
        )}
      </Card>
    </Item>
  );
}
