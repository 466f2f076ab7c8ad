/**
 * How Vite's module runner resolves @portal/config while a build is configured: workspace packages
 * from their TypeScript sources (`source` condition, transformed rather than left to Node), and
 * styled-components from its ES module build, because Node's CommonJS interop would hand core's
 * `import styled from 'styled-components'` the whole exports object instead of `styled`.
 */
export const PORTAL_CONFIG_RESOLVE = {
  conditions: ['source'],
  mainFields: ['module'],
  noExternal: [/^@portal\//, 'styled-components'],
};
