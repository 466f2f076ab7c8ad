import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * Text and background pairs with at least 7:1 contrast (WCAG AAA, so AA holds on any company
 * surface). The same in every theme: "overdue" must read as a warning whatever the brand colour.
 */
const TONES: Record<BadgeTone, { readonly text: string; readonly background: string }> = {
  success: { text: '#1b5e20', background: '#e6f4ea' },
  info: { text: '#0b4a80', background: '#e6f0fa' },
  warning: { text: '#6b3a00', background: '#fff1db' },
  danger: { text: '#9b1c1c', background: '#fdeaea' },
  neutral: { text: '#3d454d', background: '#eceff2' },
};

/**
 * A status in words (never by colour alone) — paid, open, overdue, estimated — tinted for a quick
 * scan. The caller maps its own statuses to a tone.
 */
export function StatusBadge({ tone, children }: { readonly tone: BadgeTone; readonly children: ReactNode }) {
  return (
    <Badge $tone={tone} data-tone={tone}>
      {children}
    </Badge>
  );
}

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.85em;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${(p) => TONES[p.$tone].text};
  background: ${(p) => TONES[p.$tone].background};
  border: 1px solid currentColor;
`;
