import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';

export interface Fact {
  readonly term: ReactNode;
  readonly value: ReactNode;
  /** Needed when the term is not a plain string. */
  readonly key?: string;
  /** `data-testid` of the value, for tests that read one figure. */
  readonly testId?: string;
}

export interface FactListProps {
  /** Facts to show; `false`/`null` entries are skipped so optional facts read inline. */
  readonly facts: readonly (Fact | false | null | undefined | '' | 0)[];
  /** `columns`: term beside value (stacked on a phone); `stacked`: term above value. */
  readonly layout?: 'columns' | 'stacked';
}

/** Term–value pairs as a description list, so each value is read with its label. */
export function FactList({ facts, layout = 'columns' }: FactListProps) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  return (
    <List $layout={layout}>
      {shown.map((fact, index) => (
        <Row key={fact.key ?? (typeof fact.term === 'string' ? fact.term : index)}>
          <dt>{fact.term}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </Row>
      ))}
    </List>
  );
}

// Each pair sits in a div (allowed inside <dl>) so a row can wrap as one unit on a narrow screen.
const Row = styled.div``;

const List = styled.dl<{ $layout: 'columns' | 'stacked' }>`
  margin: 0;
  display: grid;
  grid-template-columns: ${(p) => (p.$layout === 'columns' ? 'minmax(8rem, max-content) 1fr' : '1fr')};
  gap: 0.4rem 1.25rem;
  ${Row} {
    display: contents;
  }
  dt {
    color: ${themeColor('mutedText')};
  }
  dd {
    margin: 0 0 ${(p) => (p.$layout === 'stacked' ? '0.25rem' : '0')};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;
