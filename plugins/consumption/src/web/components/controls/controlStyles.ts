import styled from 'styled-components';

/** Layout only: the page's control groups side by side, wrapping on a narrow screen. Their look is the kit's. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  align-items: flex-start;
`;

/**
 * Previous ‹, the day field and next › on one line even on a phone: the field (with its label and
 * format hint above the input) gives way and its hint wraps, instead of › dropping to a line of its own.
 */
export const StepperRow = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: flex-end;
  gap: 0.4rem;
  max-width: 100%;
  & > .stepper-field {
    flex: 0 1 auto;
    min-width: 0;
  }
`;
