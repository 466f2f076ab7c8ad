import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation, themeColor } from '@portal/core';
import styled from 'styled-components';
import { focusRing } from './focusRing';

export interface FieldProblem {
  /** The id of the control to fix (the FormField's `id`). */
  readonly fieldId: string;
  readonly message: string;
}

export interface ErrorSummaryProps {
  /** In the order of the form's fields. A new list (each failed submit) takes focus again. */
  readonly problems: readonly FieldProblem[];
  readonly title?: string;
}

/**
 * The GOV.UK error summary: at the top of the form, it takes focus after a failed submit so the
 * person hears what to fix, and each problem links to its field.
 */
export function ErrorSummary({ problems, title }: ErrorSummaryProps) {
  const { t } = useTranslation('core');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) box.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;

  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // A hash change would move the router; focusing the field is what the link is for.
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Box ref={box} tabIndex={-1} role="alert" aria-labelledby={`${problems[0]?.fieldId}-summary-title`}>
      <h2 id={`${problems[0]?.fieldId}-summary-title`}>{title ?? t('kit.errorSummaryTitle')}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} onClick={(event) => jump(event, problem.fieldId)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.div`
  padding: 0.75rem 1rem;
  border: 3px solid ${themeColor('danger')};
  border-radius: 4px;
  background: ${themeColor('background')};
  color: ${themeColor('text')};
  ${focusRing}
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${themeColor('danger')};
    font-weight: 600;
    ${focusRing}
  }
`;
