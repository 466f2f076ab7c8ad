import { themeColor } from '@portal/core';
import styled from 'styled-components';

/** The plugin's data tables (the chart's and the profile's table views): numbers aligned and tabular. */
export const DataTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.3rem 0.6rem;
    border-bottom: 1px solid ${themeColor('surface')};
    text-align: left;
  }
  td.number {
    text-align: right;
  }
`;
