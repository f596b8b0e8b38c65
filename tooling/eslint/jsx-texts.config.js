// One home per text (issue 30): a screen's words live in its folder's messages module, so a .tsx
// file of apps/web or packages/ui holds no literal JSX text, nor a literal word in an attribute a
// person reads or hears (aria-label, label, title, placeholder, alt, description, caption, hint).
// Text made only of punctuation, digits or symbols ('·', '–', '+', '%') may stay where it is drawn.

/** The selector of a JSX text with a letter in it. */
export const JSX_TEXT_WITH_LETTERS = 'JSXText[value=/\\p{L}/u]';

/** The selector of a worded string literal in an attribute a person reads or hears. */
export const JSX_ATTRIBUTE_WITH_LETTERS =
  'JSXAttribute[name.name=/^(aria-label|label|title|placeholder|alt|description|caption|hint)$/] > Literal[value=/\\p{L}/u]';

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
    ],
  },
};
