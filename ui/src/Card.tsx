import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { themeColor } from '@portal/core';
import { focusRing } from './focusRing';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface CardProps {
  /** The card's heading; it also names the card's region for screen readers. */
  readonly title: ReactNode;
  /** h2 on a page of cards, h3 inside a section with its own h2; h1 when the card is the page (login). */
  readonly headingLevel?: HeadingLevel;
  /** A short line under the title (a place's address, a contract's period). */
  readonly subtitle?: ReactNode;
  /** A link that opens the thing the card summarises ("Näytä kaikki laskut"). */
  readonly link?: { readonly to: string; readonly label: ReactNode; readonly ariaLabel?: string } | null | false;
  /** Actions or notes at the bottom of the card. */
  readonly footer?: ReactNode;
  /** Something beside the title, e.g. a status badge. */
  readonly aside?: ReactNode;
  readonly children?: ReactNode;
}

/** A titled box of related content: a section named by its heading, so screen readers list it by title. */
export function Card({ title, headingLevel = 2, subtitle, link, footer, aside, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Box aria-labelledby={headingId}>
      <Top>
        <div>
          <Heading id={headingId} className="kit-card-title">
            {title}
          </Heading>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </div>
        {aside}
      </Top>
      {children}
      {(link || footer) && (
        <Footer>
          {footer}
          {link && (
            <Link to={link.to} aria-label={link.ariaLabel}>
              {link.label}
            </Link>
          )}
        </Footer>
      )}
    </Box>
  );
}

const Box = styled.section`
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  border: 1px solid rgba(0, 0, 0, 0.08);
  border-radius: 8px;
  padding: 1rem 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  .kit-card-title {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.3;
  }
  h1.kit-card-title {
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
  code {
    overflow-wrap: anywhere;
  }
  /* A lone action keeps its own width instead of stretching across the card. */
  & > button {
    align-self: flex-start;
  }
  a {
    color: ${themeColor('primary')};
    ${focusRing}
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Subtitle = styled.p`
  color: ${themeColor('mutedText')};
  font-size: 0.9rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: auto;
`;
