import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md): only backend/firebase touches the
// Firebase SDK; features never import one another; shared code (components,
// lib, config) never reaches up into features or the app.
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

const firebaseBan = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase may import the Firebase SDK; go through the backend port.',
};
// The server's code (src/server, and the order workflow it runs) is bundled
// into the Cloud Functions: it may not reach the browser's backend choice or
// build settings, and screens may not reach it (they call the server instead).
const serverOnly = {
  group: ['**/server/**', '**/domain/orders'],
  message:
    'Only the server (src/server) runs the order workflow; screens call it through backend.call.',
};
const browserOnly = {
  regex: '/(backend(/index)?|config/env|components/.*|stores/.*)$',
  message: 'Server code runs in Cloud Functions: no browser backend, settings, screens or stores.',
};
const featureNames = [
  'admin',
  'auth',
  'cart',
  'catalog',
  'delivery',
  'education',
  'emergency',
  'feeds',
  'home',
  'info',
  'medical',
  'orders',
  'services',
  'transport',
  'vendor',
];

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
      'no-restricted-imports': ['error', { patterns: [firebaseBan] }],
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
      ],
    },
  },
  ...featureNames.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseBan,
            {
              group: featureNames
                .filter((other) => other !== feature)
                .map((other) => `**/features/${other}/**`),
              message: 'Features do not import each other; share through lib or components.',
            },
            {
              group: ['**/app/**'],
              message: 'Features do not import the app shell.',
            },
            serverOnly,
          ],
        },
      ],
    },
  })),
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.ts',
      'src/config/**/*.ts',
      'src/stores/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseBan,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code must not depend on features or the app shell.',
            },
            serverOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/domain/orders.ts', 'src/domain/outbox.ts'],
    ignores: ['src/server/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseBan,
            browserOnly,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'The server knows nothing of screens.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/backend/firebase/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/backend/**/*.ts'],
    ignores: ['src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseBan,
            {
              group: ['**/features/**', '**/app/**', '**/components/**'],
              message: 'The backend knows nothing of screens.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/backend/__tests__/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'e2e/**/*.ts', '*.config.{js,ts}', 'functions/**/*.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
