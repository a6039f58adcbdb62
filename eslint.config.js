// Lint rules, including the architecture's import directions:
//   shared ← worker/engine ← worker facade/cli;  shared ← ui;  ui sees the worker only as types.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const DOM_AND_HOST_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'self',
  'postMessage',
  'location',
  'history',
  'XMLHttpRequest',
  'Worker',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'process',
].map((name) => ({ name, message: 'The engine is pure: pass what it needs in (see STYLE.md).' }));

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/', 'bench/out/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortController: 'readonly',
        Response: 'readonly',
        MessageChannel: 'readonly',
        DOMException: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files.' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**'],
              allowTypeImports: true,
              message:
                'The UI sees the worker only through its types; src/ui/workerBridge/workerClient.ts creates it.',
            },
            { group: ['**/cli/**'], message: 'The UI does not import the CLI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/ui/**', '**/cli/**'], message: 'The worker does not know its callers.' }],
        },
      ],
    },
  },
  {
    files: ['src/worker/engine/**/*.ts', 'src/worker/data/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...DOM_AND_HOST_GLOBALS],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'comlink', message: 'The engine knows nothing of Comlink; api.ts and entry.ts do.' },
          ],
          patterns: [
            {
              group: ['**/ui/**', '**/cli/**', '**/geocoder/**', '**/api', '**/api.ts', 'node:*'],
              message: 'The engine is pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // Shared code runs in the page, the worker and Node alike.
      'no-restricted-globals': ['error', ...DOM_AND_HOST_GLOBALS],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', '**/worker/**', '**/cli/**'],
              message: 'shared imports nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'tests/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      'src/cli/**/*.ts',
      '*.config.ts',
      '*.config.js',
    ],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
