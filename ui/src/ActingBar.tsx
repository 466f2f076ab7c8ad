import styled from 'styled-components';
import { SecondaryButton } from './buttons';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 0.5rem 1rem;
  background: #fff4ce;
  color: #1b1b1b;
  border-bottom: 2px solid #8a6d00;
`;

export interface ActingBarProps {
  /** Whose portal this is and how (e.g. "Toimit asiakkaan Aino puolesta (vain luku)"). */
  readonly message: string;
  /** The button back to one's own data. */
  readonly stopLabel: string;
  readonly onStop: () => void;
  readonly testId?: string;
}

/**
 * The bar over every page while someone sees the portal as another person (a representative acting,
 * an administrator viewing as a customer): one look, so a person always recognises it, and a status
 * role so screen readers announce it when it appears.
 */
export function ActingBar({ message, stopLabel, onStop, testId }: ActingBarProps) {
  return (
    <Bar role="status" data-testid={testId}>
      <span>{message}</span>
      <SecondaryButton type="button" onClick={onStop}>
        {stopLabel}
      </SecondaryButton>
    </Bar>
  );
}
