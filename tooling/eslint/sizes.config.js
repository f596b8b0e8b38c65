// Sizes: a file holds one concept (at most 300 lines) and a function one step (at most 80), so a
// change lands in one small place. In tests a `describe` block is a heading over its tests, not a
// step: it may be longer, while each test and helper in it keeps to 80 lines.

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;

/** The name a call starts from: `describe`, `describe.each([...])`, `describeEngines(...)` … */
function rootName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') return rootName(node.object);
  if (node.type === 'CallExpression') return rootName(node.callee);
  if (node.type === 'TaggedTemplateExpression') return rootName(node.tag);
  return undefined;
}

/** Whether `fn` is the body of a `describe` block (of any kind). */
function isDescribeBody(fn) {
  const call = fn.parent;
  return (
    call?.type === 'CallExpression' &&
    call.arguments.includes(fn) &&
    /^describe/.test(rootName(call.callee) ?? '')
  );
}

const testFunctionLines = {
  meta: {
    type: 'suggestion',
    docs: { description: `Tests and their helpers at most ${MAX_FUNCTION_LINES} lines` },
    schema: [],
    messages: {
      long: 'This function is {{lines}} lines long (at most {{max}}): split it into named steps, or into tests that each check one thing.',
    },
  },
  create(context) {
    const check = (fn) => {
      if (isDescribeBody(fn)) return;
      const lines = fn.loc.end.line - fn.loc.start.line + 1;
      if (lines > MAX_FUNCTION_LINES) {
        context.report({
          node: fn,
          messageId: 'long',
          data: { lines: String(lines), max: String(MAX_FUNCTION_LINES) },
        });
      }
    };
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
};

// The browser flows (e2e/src/flows) are held to 80 lines per function, describe blocks included.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'];

export const sizes = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'max-lines': ['error', { max: MAX_FILE_LINES }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Migrations are frozen once released: their history is kept as it ran, not reshaped.
    ignores: [...TEST_FILES, '**/migrations/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }] },
  },
  {
    files: TEST_FILES,
    plugins: { sizes: { rules: { 'test-function-lines': testFunctionLines } } },
    rules: { 'sizes/test-function-lines': 'error' },
  },
];
