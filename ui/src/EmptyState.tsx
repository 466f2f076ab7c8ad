import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';
import type { HeadingLevel } from './Card';

export interface EmptyStateProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** What to do next: a link or a button. */
  readonly action?: ReactNode;
  readonly headingLevel?: HeadingLevel;
}

/** Nothing to show yet: says so plainly and offers the next step (a "blank slate"). */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Box>
      <Heading className="kit-empty-title">{title}</Heading>
      {description && <p>{description}</p>}
      {action && <div>{action}</div>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-align: center;
  padding: 2rem 1rem;
  border: 1px dashed rgba(0, 0, 0, 0.25);
  border-radius: 8px;
  color: ${themeColor('text')};
  .kit-empty-title {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    max-width: 45ch;
    color: ${themeColor('mutedText')};
  }
  a {
    color: ${themeColor('primary')};
  }
`;
