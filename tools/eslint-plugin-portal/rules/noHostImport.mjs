// @ts-check
// The host is the application that assembles a company's portal: it depends on everything, so nothing
// may depend on it, or a plugin could not be built, tested or installed without this repository.
import { areaOf, targetOf } from '../repositoryLayout.mjs';
import { importVisitor } from '../importVisitor.mjs';

/** @type {import('eslint').Rule.RuleModule} */
export const noHostImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Nothing outside host/ imports a host package or a file under host/' },
    schema: [],
    messages: {
      hostImport: "'{{specifier}}' is part of the host: only host/ may import it; move what is shared into core or a plugin's common entry.",
    },
  },
  create(context) {
    if (areaOf(context.filename).kind === 'host') return {};
    return importVisitor((specifier, node) => {
      if (targetOf(context.filename, specifier).kind === 'host') {
        context.report({ node, messageId: 'hostImport', data: { specifier } });
      }
    });
  },
};
