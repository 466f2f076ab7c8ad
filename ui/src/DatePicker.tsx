import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation, themeColor } from '@portal/core';
import styled from 'styled-components';
import { addDays, addMonths, fromIso, isoToFinnish, monthGrid, parseFinnishDate, weekdayIndex } from './dateText';
import { focusRing } from './focusRing';
import { FormField } from './FormField';

export interface DatePickerProps {
  readonly label: ReactNode;
  /** The chosen date, `YYYY-MM-DD`. */
  readonly value: string;
  readonly onChange: (isoDate: string) => void;
  /** Earliest and latest allowed dates, `YYYY-MM-DD`. */
  readonly min?: string;
  readonly max?: string;
  /** Defaults to the format hint ("Muodossa p.k.vvvv"). */
  readonly hint?: ReactNode;
  /** A problem the form found; the picker's own "not a date" message takes precedence. */
  readonly error?: string | null;
  readonly id?: string;
}

/**
 * A date as the customer writes it, `D.M.YYYY`, whatever the browser's locale (a native date input
 * shows `11/22/2026` in an English browser). A text field that accepts a typed date, plus a calendar
 * popup for choosing one by mouse or keyboard (WAI-ARIA date picker dialog pattern).
 */
export function DatePicker({ label, value, onChange, min, max, hint, error, id }: DatePickerProps) {
  const { t } = useTranslation('core');
  const [text, setText] = useState(() => isoToFinnish(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  // A new value from outside (previous/next buttons) replaces what is in the field.
  useEffect(() => {
    setText(isoToFinnish(value));
    setProblem(null);
  }, [value]);

  const inRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);

  /** A complete, valid date is taken at once (as typed or pasted); `final` also reports a bad one. */
  const take = (typed: string, final: boolean) => {
    const iso = parseFinnishDate(typed);
    if (iso && inRange(iso)) {
      setProblem(null);
      if (iso !== value) onChange(iso);
    } else if (final) {
      setProblem(iso ? t('kit.dateOutOfRange') : t('kit.dateInvalid'));
    }
  };

  const choose = (iso: string) => {
    setOpen(false);
    setText(isoToFinnish(iso));
    setProblem(null);
    if (iso !== value) onChange(iso);
    opener.current?.focus();
  };

  return (
    <FormField label={label} hint={hint ?? t('kit.dateHint')} error={problem ?? error} id={id}>
      {(control) => (
        <Row>
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            size={10}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              take(event.target.value, false);
            }}
            onBlur={() => take(text, true)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                take(text, true);
              }
            }}
          />
          <CalendarButton ref={opener} type="button" aria-label={t('kit.openCalendar')} aria-expanded={open} onClick={() => setOpen(!open)}>
            <CalendarIcon />
          </CalendarButton>
          {open && (
            <Calendar
              initial={parseFinnishDate(text) ?? value}
              selected={value}
              inRange={inRange}
              onChoose={choose}
              onClose={() => {
                setOpen(false);
                opener.current?.focus();
              }}
            />
          )}
        </Row>
      )}
    </FormField>
  );
}

/** A small calendar drawn in the text colour (an emoji would depend on the machine's fonts). */
function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Calendar({
  initial,
  selected,
  inRange,
  onChoose,
  onClose,
}: {
  readonly initial: string;
  readonly selected: string;
  readonly inRange: (iso: string) => boolean;
  readonly onChoose: (iso: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('core');
  const [active, setActive] = useState(initial);
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = useRef(true);
  const months = t('kit.months', { returnObjects: true }) as string[];
  const weekdays = t('kit.weekdays', { returnObjects: true }) as string[];
  const weekdaysLong = t('kit.weekdaysLong', { returnObjects: true }) as string[];
  const shown = fromIso(active);
  const month = shown.getUTCMonth();
  const title = `${months[month] ?? ''} ${shown.getUTCFullYear()}`;
  const titleId = `kit-calendar-${active.slice(0, 7)}`;

  useEffect(() => {
    if (focusDay.current) grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [active]);

  const move = (next: string) => {
    focusDay.current = true;
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const keys: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -weekdayIndex(active)),
      End: () => addDays(active, 6 - weekdayIndex(active)),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
    };
    const target = keys[event.key];
    if (!target) return;
    event.preventDefault();
    move(target());
  };

  return (
    <Popup
      role="dialog"
      aria-modal="false"
      aria-label={`${t('kit.calendar')}, ${title}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <MonthBar>
        <NavButton
          type="button"
          aria-label={t('kit.previousMonth')}
          onClick={() => {
            focusDay.current = false;
            setActive(addMonths(active, -1));
          }}
        >
          ‹
        </NavButton>
        <span id={titleId} aria-live="polite">
          {title}
        </span>
        <NavButton
          type="button"
          aria-label={t('kit.nextMonth')}
          onClick={() => {
            focusDay.current = false;
            setActive(addMonths(active, 1));
          }}
        >
          ›
        </NavButton>
      </MonthBar>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day, i) => (
              <th key={day} scope="col" abbr={weekdaysLong[i]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(active).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const allowed = inRange(day);
                const outside = fromIso(day).getUTCMonth() !== month;
                return (
                  <td key={day} aria-selected={day === selected}>
                    <DayButton
                      type="button"
                      tabIndex={day === active ? 0 : -1}
                      aria-label={`${isoToFinnish(day)}, ${weekdaysLong[weekdayIndex(day)] ?? ''}`}
                      aria-disabled={!allowed || undefined}
                      aria-current={day === selected ? 'date' : undefined}
                      data-outside={outside || undefined}
                      onClick={() => (allowed ? onChoose(day) : move(day))}
                      onKeyDown={(event) => {
                        if ((event.key === 'Enter' || event.key === ' ') && !allowed) event.preventDefault();
                      }}
                    >
                      {fromIso(day).getUTCDate()}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Popup>
  );
}

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  gap: 0.25rem;
  input {
    width: 8.5rem;
  }
`;

const CalendarButton = styled.button`
  font: inherit;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  color: ${themeColor('primary')};
  border: 1px solid ${themeColor('mutedText')};
  border-radius: 4px;
  background: ${themeColor('background')};
  cursor: pointer;
  ${focusRing}
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  z-index: 50;
  padding: 0.5rem;
  border: 1px solid ${themeColor('mutedText')};
  border-radius: 6px;
  background: ${themeColor('background')};
  color: ${themeColor('text')};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  table {
    border-collapse: collapse;
  }
  th {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${themeColor('mutedText')};
    padding: 0.2rem;
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.25rem;
  font-weight: 600;
  text-transform: capitalize;
`;

const NavButton = styled.button`
  font: inherit;
  min-width: 2.25rem;
  min-height: 2.25rem;
  border: none;
  border-radius: 4px;
  background: transparent;
  color: ${themeColor('primary')};
  font-size: 1.2rem;
  cursor: pointer;
  ${focusRing}
`;

const DayButton = styled.button`
  font: inherit;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: 4px;
  background: transparent;
  color: ${themeColor('text')};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &[data-outside] {
    color: ${themeColor('mutedText')};
  }
  &[aria-current='date'] {
    background: ${themeColor('primary')};
    color: ${themeColor('primaryText')};
    font-weight: 700;
  }
  &[aria-disabled='true'] {
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: 0;
  }
`;
