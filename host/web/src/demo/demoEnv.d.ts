// vite.config.ts defines this per build: true in `npm run build:demo`, false otherwise, so bundling
// drops every demo-only branch from the normal build.
interface ImportMetaEnv {
  readonly VITE_DEMO: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
