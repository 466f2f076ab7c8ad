import ts from 'typescript';

/** Words that mark a string as SQL rather than a message, a URL or a key. */
const SQL_STATEMENT = /\b(select|insert|update|delete|create|alter|drop|truncate|with|join)\b/i;

/**
 * The SQL statements written as string or template literals in one TypeScript source. A template's
 * `${...}` parts become a placeholder, so `from ${table}` names no table; comments and code are skipped,
 * so prose such as "reads from invoices" is not taken for SQL. A literal inside an SQL template's
 * `${...}` is a fragment of that statement (`${all ? '' : 'join x on ...'}`) and counts as SQL too.
 */
export function sqlTextsOf(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node, insideSql = false): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $expr ');
    if (text !== undefined) {
      const isSql = insideSql || SQL_STATEMENT.test(text);
      if (isSql) texts.push(text);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression, isSql));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, insideSql));
  };
  visit(file);
  return texts;
}
