import styled from 'styled-components';

/**
 * A group of related controls (period buttons, checkboxes) as a fieldset whose visible legend also
 * names the group for screen readers. Give it a `<legend>` as its first child.
 */
export const FieldGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  /* flex-end lines buttons up with a field's input when the field has a label and hint above it. */
  align-items: flex-end;
  gap: 0.4rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 24px;
  }
`;
