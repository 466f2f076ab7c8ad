// @ts-check
// The framework packages (core and the coming ui/ and domain/) are what every plugin builds on; they
// know no plugin and no company, so a plugin or a company config can change without touching them.
// Host imports are refused everywhere by no-host-import.
import { areaOf, targetOf } from '../repositoryLayout.mjs';
import { importVisitor } from '../importVisitor.mjs';

/** @type {import('eslint').Rule.RuleModule} */
export const frameworkImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Framework packages (core, ui, domain) import no plugin and no company config' },
    schema: [],
    messages: {
      plugin: "{{folder}}/ imports '{{specifier}}': the framework must not know its plugins; let the plugin register itself instead.",
      config: "{{folder}}/ imports '{{specifier}}': the framework must not know the companies; the host passes company settings in.",
    },
  },
  create(context) {
    const area = areaOf(context.filename);
    if (area.kind !== 'framework') return {};
    return importVisitor((specifier, node) => {
      const target = targetOf(context.filename, specifier);
      if (target.kind === 'plugin' || target.kind === 'config') {
        context.report({ node, messageId: target.kind, data: { folder: area.folder, specifier } });
      }
    });
  },
};
