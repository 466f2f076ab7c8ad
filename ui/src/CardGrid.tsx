import styled from 'styled-components';

/** Cards side by side where they fit, one per row on a phone. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$min ?? '18rem'}), 1fr));
  gap: 1rem;
  align-items: start;
`;

/** A vertical run of page sections with the kit's spacing. */
export const Stack = styled.div<{ $gap?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.$gap ?? '1rem'};
  min-width: 0;
`;

/** Buttons or small controls side by side, wrapping onto the next line on a narrow screen. */
export const ButtonRow = styled.div<{ $align?: 'center' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${(p) => (p.$align === 'end' ? 'flex-end' : 'center')};
  gap: 0.5rem;
`;
