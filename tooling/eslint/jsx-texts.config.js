// One home per text (issue 30): a screen's words live in its folder's messages module, so a .tsx
// file of apps/web or packages/ui holds no literal JSX text, nor a literal word in an attribute a
// person reads or hears (aria-label, label, title, placeholder, alt, description, caption, hint, and
// a component's own …Label / …Title props: submitLabel, backLabel, confirmLabel).
// Text made only of punctuation, digits or symbols ('·', '–', '+', '%') may stay where it is drawn.

/** The selector of a JSX text with a letter in it. */
export const JSX_TEXT_WITH_LETTERS = 'JSXText[value=/\\p{L}/u]';

/** The selector of a worded string literal in an attribute a person reads or hears. */
export const JSX_ATTRIBUTE_WITH_LETTERS =
  'JSXAttribute[name.name=/^(aria-label|label|title|placeholder|alt|description|caption|hint|[a-z][A-Za-z]*(Label|Title))$/] > Literal[value=/\\p{L}/u]';

const READABLE =
  '/^(aria-label|label|title|placeholder|alt|description|caption|hint|[a-z][A-Za-z]*(Label|Title))$/';
const WORDED = '[value=/\\p{L}/u]';
const WORDED_TEMPLATE = 'TemplateElement[value.raw=/\\p{L}/u]';
/** Where a JSX expression is read or heard: a child of an element, or a readable attribute. */
const SHOWN = [
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer',
  `JSXAttribute[name.name=${READABLE}] > JSXExpressionContainer`,
];

/**
 * The selectors of a worded string drawn through an expression: a literal in braces, either side
 * of a ternary (one level nested too) or after `&&` / `??`, and the words of a template literal.
 */
export const JSX_EXPRESSION_TEXTS = SHOWN.flatMap((shown) => [
  `${shown} > Literal${WORDED}`,
  `${shown} > ConditionalExpression > Literal${WORDED}`,
  `${shown} > ConditionalExpression > ConditionalExpression > Literal${WORDED}`,
  `${shown} > LogicalExpression > Literal${WORDED}`,
  `${shown} > TemplateLiteral > ${WORDED_TEMPLATE}`,
  `${shown} > ConditionalExpression > TemplateLiteral > ${WORDED_TEMPLATE}`,
]);

export const jsxTextsInMessages = {
  files: ['apps/web/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
  // Tests and test helpers render their own probes.
  ignores: ['**/*.test.tsx', 'apps/web/src/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: JSX_TEXT_WITH_LETTERS,
        message:
          "Literal text in JSX: put it in this folder's messages module (messages.ts) and render it from there.",
      },
      {
        selector: JSX_ATTRIBUTE_WITH_LETTERS,
        message:
          "Literal text in a JSX attribute: put it in this folder's messages module (messages.ts) and pass it from there.",
      },
      ...JSX_EXPRESSION_TEXTS.map((selector) => ({
        selector,
        message:
          "Literal text in a JSX expression (a ternary, a template, a string in braces): put it in this folder's messages module (messages.ts).",
      })),
    ],
  },
};
