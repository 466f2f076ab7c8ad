import type { PortalTheme } from '@portal/core';

// styled-components' `props.theme` is the company theme from @portal/config.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
