/** The plugin a contribution belongs to: its id is `<pluginId>.<name>` (validatePlugins). */
export function pluginIdOf(contributionId: string): string {
  const dot = contributionId.indexOf('.');
  return dot === -1 ? contributionId : contributionId.slice(0, dot);
}
