import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';

export interface PageHeaderProps {
  /** The page's h1: one per page, so screen-reader users can jump straight to it. */
  readonly title: ReactNode;
  /** A sentence under the title that says what the page is for. */
  readonly description?: ReactNode;
  /** Buttons or links for the whole page, drawn beside the title (below it on a phone). */
  readonly actions?: ReactNode;
  /** Something above the title: a back link, a breadcrumb. */
  readonly context?: ReactNode;
}

/** The top of every page: title, optional description and page-wide actions. */
export function PageHeader({ title, description, actions, context }: PageHeaderProps) {
  return (
    <Header>
      {context && <Context>{context}</Context>}
      <TitleRow>
        <Title>{title}</Title>
        {actions && <Actions>{actions}</Actions>}
      </TitleRow>
      {description && <Description>{description}</Description>}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin: 0 0 1.25rem;
`;

const Context = styled.div`
  font-size: 0.9rem;
  a {
    color: ${themeColor('primary')};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.4rem, 1.1rem + 1.2vw, 1.75rem);
  line-height: 1.2;
  color: ${themeColor('text')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Description = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${themeColor('mutedText')};
`;
