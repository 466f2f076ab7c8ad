import styled from 'styled-components';
import { themeColor } from '@portal/core';

/** A secondary line: a source, a note, a time stamp. Muted, but with AA contrast in every theme. */
export const MutedText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${themeColor('mutedText')};
`;

/** A key figure drawn large: this month's kWh, the open amount. */
export const BigFigure = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
