import { useRef, useState } from 'react';
import { SecondaryButton, themeColor, useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContentItem } from '../../contract/locations';
import { shownName } from '../model/locationSort';
import { DisplayNameEditor } from './DisplayNameEditor';
import { LocationFacts } from './LocationFacts';
import { MoveButtons, type MoveButtonsProps } from './MoveButtons';

const Card = styled.li`
  list-style: none;
  padding: 1rem;
  border-radius: 6px;
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.15em;
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

const Badge = styled.span`
  margin-left: 0.5rem;
  font-size: 0.8em;
  font-weight: normal;
  color: ${themeColor('mutedText')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
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
    <Card aria-label={name}>
      <Title>
        <Link to={detailHref}>{name}</Link>
        {!writable && <Badge>{t('list.readOnly')}</Badge>}
      </Title>
      <LocationFacts item={item} showCompany={showCompany} />
      {editing ? (
        <DisplayNameEditor
          initialName={name}
          onSave={(displayName) => onRename(item.location.locationIdentifier, displayName)}
          onClose={closeEditor}
        />
      ) : (
        (writable || move) && (
          <Actions>
            {writable && (
              <SecondaryButton
                type="button"
                ref={renameButton}
                aria-label={t('rename.startLabel', { name })}
                onClick={() => setEditing(true)}
              >
                {t('rename.start')}
              </SecondaryButton>
            )}
            {move && <MoveButtons name={name} {...move} />}
          </Actions>
        )
      )}
    </Card>
  );
}
