// @ts-check
// Every way a module names another: static imports, re-exports, dynamic import(), type-only
// `import('x').T` and CommonJS require(). Each rule gets the string literal and the node to report on.

/**
 * @typedef {(specifier: string, node: import('estree').Node) => void} OnImport
 */

/**
 * @param {any} source an AST node that may be a string literal
 * @returns {string | undefined}
 */
function literalText(source) {
  if (source?.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source?.type === 'TemplateLiteral' && source.expressions.length === 0) return source.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * @param {OnImport} onImport
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importVisitor(onImport) {
  /** @param {any} source */
  const check = (source) => {
    const specifier = literalText(source);
    if (specifier !== undefined) onImport(specifier, source);
  };
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
    },
    // typescript-eslint's node for `import('x').T`; not in ESTree's types, hence the cast.
    .../** @type {import('eslint').Rule.RuleListener} */ ({
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    }),
  };
}
