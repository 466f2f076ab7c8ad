// @ts-check
// A plugin is a package others install on their own: it may use another plugin only through the
// small public `common` entry that plugin chooses to publish, and never reach into its files.
import { areaOf, resolveRelative, targetOf } from '../repositoryLayout.mjs';
import { importVisitor } from '../importVisitor.mjs';

/** @type {import('eslint').Rule.RuleModule} */
export const pluginBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A plugin imports another plugin only through its '/common' entry, and no relative import leaves its folder" },
    schema: [],
    messages: {
      otherPlugin:
        "Plugin '{{plugin}}' imports '{{specifier}}': another plugin is reachable only through its public entry '@portal/plugin-{{target}}/common'.",
      leavesPlugin: "Plugin '{{plugin}}' imports '{{specifier}}', a path outside plugins/{{plugin}}/: use the other package's name instead.",
    },
  },
  create(context) {
    const area = areaOf(context.filename);
    if (area.kind !== 'plugin') return {};
    return importVisitor((specifier, node) => {
      const target = targetOf(context.filename, specifier);
      if (resolveRelative(context.filename, specifier) !== undefined) {
        if (target.kind !== 'plugin' || target.plugin !== area.plugin) {
          context.report({ node, messageId: 'leavesPlugin', data: { plugin: area.plugin, specifier } });
        }
        return;
      }
      if (target.kind === 'plugin' && target.plugin !== area.plugin && target.entry !== 'common') {
        context.report({ node, messageId: 'otherPlugin', data: { plugin: area.plugin, specifier, target: target.plugin } });
      }
    });
  },
};
