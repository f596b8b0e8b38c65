// Strict type-aware linting for every package; each package runs `eslint .` from its folder and
// finds this file through the repository root's eslint.config.js.
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apiLayers } from './eslint/api-layers.config.js';
import { jsxTextsInMessages } from './eslint/jsx-texts.config.js';
import { sizes } from './eslint/sizes.config.js';
import { webJudgesNothing } from './eslint/web-judges-nothing.config.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/.bench-server/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/*.config.*',
      '**/public/**',
      'contract/src/generated/**',
      // Lingui's compiled catalogs (made from the PO files by `lingui compile`)
      '**/locales/*/messages.ts',
      '**/locales/*/forms.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: path.resolve(import.meta.dirname, '..'),
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webJudgesNothing,
  jsxTextsInMessages,
  apiLayers,
  ...sizes,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
