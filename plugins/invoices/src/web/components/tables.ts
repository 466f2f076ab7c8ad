import { themeColor } from '@portal/core';
import styled from 'styled-components';

/** The plugin's data tables: numbers right-aligned with tabular digits so columns line up. */
export const DataTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: bold;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${themeColor('surface')};
    text-align: left;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;
