import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MutedText, StatusMessage } from '@portal/ui';
import { useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { ContentItem } from '../../contract/locations';
import { DEFAULT_LOCATION_SORT, shownName, sortLocations, type LocationSort } from '../model/locationSort';
import { paginate } from '../model/paginate';
import { reorderWritable, writablePosition } from '../model/reorderWritable';
import { LiveRegion } from './LiveRegion';
import { LocationItem } from './LocationItem';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
`;

export interface LocationListProps {
  /** In the user's content order. */
  readonly items: readonly ContentItem[];
  /** B2B lists are paged and sortable (requirements §2); B2C lists show every place in content order. */
  readonly paged: boolean;
  readonly pageSize: number;
  readonly detailHref: (locationIdentifier: string) => string;
  /** Saves the whole new order; rejects when the server refused. */
  readonly saveOrder: (locationIdentifiers: readonly string[]) => Promise<void>;
  readonly rename: (locationIdentifier: string, displayName: string) => Promise<void>;
}

/**
 * The use-place list with reordering. A move shows at once (optimistic); saves are sent one after
 * another so a fast series of presses cannot arrive out of order, and when the last one settles the
 * server's answer (or, after a failure, the last saved order) takes over again.
 */
export function LocationList({ items, paged, pageSize, detailHref, saveOrder, rename }: LocationListProps) {
  const { t } = useTranslation('locations');
  const [pending, setPending] = useState<readonly ContentItem[] | null>(null);
  const [sort, setSort] = useState<LocationSort>(DEFAULT_LOCATION_SORT);
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inFlight = useRef(0);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const current = pending ?? items;
  const sorted = useMemo(() => (paged ? sortLocations(current, sort) : [...current]), [current, paged, sort]);
  const shown = paged ? paginate(sorted, page, pageSize) : null;
  const visible = shown ? shown.items : sorted;
  const canReorder = !paged || (sort.key === 'contentOrder' && sort.direction === 'asc');
  const hasWritable = current.some((i) => i.accessRight === 'FULL_ACCESS');

  // After a move React may re-insert the item's DOM node, which drops focus: put it back.
  useLayoutEffect(() => {
    if (focusAfterMove.current === null) return;
    moveButtons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  function move(item: ContentItem, delta: -1 | 1) {
    const id = item.location.locationIdentifier;
    const next = reorderWritable(current, id, delta);
    const position = next.findIndex((i) => i.location.locationIdentifier === id) + 1;
    if (paged) setPage(Math.ceil(position / pageSize));
    focusAfterMove.current = `${id}:${delta}`;
    setPending(next);
    setFailed(false);
    setAnnouncement(t('reorder.moved', { name: shownName(item), position, total: next.length }));

    const ids = next.filter((i) => i.accessRight === 'FULL_ACCESS').map((i) => i.location.locationIdentifier);
    inFlight.current += 1;
    queue.current = queue.current
      .then(() => saveOrder(ids))
      .then(
        () => ({ ok: true }),
        () => ({ ok: false }),
      )
      .then(({ ok }) => {
        inFlight.current -= 1;
        if (!ok) {
          setFailed(true);
          setAnnouncement(t('reorder.failed'));
        }
        if (inFlight.current === 0) setPending(null);
      });
  }

  async function renameAndAnnounce(locationIdentifier: string, displayName: string) {
    await rename(locationIdentifier, displayName);
    setAnnouncement(t('rename.saved', { name: displayName }));
  }

  function goToPage(next: number) {
    setPage(next);
    // Keyboard users land on the top of the new page instead of a now-disabled pager button.
    requestAnimationFrame(() => countRef.current?.focus());
  }

  return (
    <>
      <LiveRegion message={announcement} />
      <Toolbar>
        <MutedText ref={countRef} tabIndex={-1}>
          {t('list.count', { count: current.length })}
          {shown && shown.pageCount > 1 ? ` · ${t('pager.status', { from: shown.from, to: shown.to, total: shown.total })}` : ''}
        </MutedText>
        {paged && (
          <SortSelect
            value={sort}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
        )}
      </Toolbar>
      {!canReorder && hasWritable && <MutedText>{t('reorder.onlyInContentOrder')}</MutedText>}
      {failed && <StatusMessage tone="error">{t('reorder.failed')}</StatusMessage>}
      <Items>
        {visible.map((item) => {
          const id = item.location.locationIdentifier;
          const position = writablePosition(current, id);
          const movable = canReorder && item.accessRight === 'FULL_ACCESS' && position.count > 1;
          return (
            <LocationItem
              key={id}
              item={item}
              detailHref={detailHref(id)}
              showCompany={paged}
              onRename={renameAndAnnounce}
              {...(movable
                ? {
                    move: {
                      canMoveUp: position.index > 0,
                      canMoveDown: position.index < position.count - 1,
                      onMove: (delta) => move(item, delta),
                      buttonRef: (delta, element) => {
                        const key = `${id}:${delta}`;
                        if (element) moveButtons.current.set(key, element);
                        else moveButtons.current.delete(key);
                      },
                    },
                  }
                : {})}
            />
          );
        })}
      </Items>
      {shown && <Pager {...shown} onPage={goToPage} />}
    </>
  );
}
