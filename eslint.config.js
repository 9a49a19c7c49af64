import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Which way imports may point (and no circles) is dependency-cruiser's job:
// .dependency-cruiser.cjs, run by `npm test`.
// Words on screen come from a messages.ts catalogue (English there, Bengali
// and Hindi in src/locales), so text written straight into JSX is an error.
const untranslatedText = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: 'Words on screen go in a messages.ts catalogue (src/lib/i18n), not in JSX.',
  },
  {
    // A capitalised word or two words: "Send", "in town"; not field names like "providerId".
    selector:
      'JSXAttribute[name.name!=/^(className|rel|autoComplete)$/] > Literal[value=/^[A-Z][a-z]|\\s[A-Z][a-z]|[a-z] [a-z]/]',
    message: 'Words on screen go in a messages.ts catalogue (src/lib/i18n), not in JSX attributes.',
  },
  {
    selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
    message: 'Words on screen go in a messages.ts catalogue (src/lib/i18n), not in JSX.',
  },
];

// A write marks stale the reads of what it changed, by their keys
// (src/data/entity-keys.ts), never every query in the cache.
const everyReadByItsKey = {
  selector:
    'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries)$/][arguments.length=0]',
  message:
    'Mark stale what a write changed, by its key (readAgain in src/data/entity-keys.ts), never every query.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
      'functions/lib',
      'functions/node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules and the React Compiler's checks (purity, refs,
      // no setState in effects or render…), as errors.
      ...Object.fromEntries(
        Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
      ),
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text, never HTML strings.',
        },
        everyReadByItsKey,
        ...untranslatedText,
      ],
    },
  },
  {
    // Tests render and query English on purpose.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/__tests__/**', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text, never HTML strings.',
        },
        everyReadByItsKey,
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
      '.dependency-cruiser.cjs',
      'functions/**/*.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
);
