// Lint rules, including the architecture's import directions:
//   shared ← worker/engine ← worker facade/cli;  shared ← ui;  ui sees the worker only as types.
// Inside src/ui, as bulletproof-react: ui's shared layer ← features ← app, never back, and no feature
// reaches into another (what two features need goes down to the shared layer, composing them goes up).
// The mission's owner (src/ui/mission) is in the shared layer: a feature's logic it needs (the search
// runner, the filter's matcher) is handed to it by the app, and only the app mounts it.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const UI = 'src/ui';
const UI_TOP = ['app', 'features', 'main.tsx'];
// Read from the tree, so a new feature or a new shared folder is covered without editing this file.
const UI_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, UI, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const UI_SHARED = fs
  .readdirSync(path.join(import.meta.dirname, UI))
  .filter((name) => !UI_TOP.includes(name))
  .map((name) => `./${UI}/${name}`);

const UI_LAYER_ZONES = [
  {
    target: UI_SHARED,
    from: [`./${UI}/features`, `./${UI}/app`, `./${UI}/main.tsx`],
    message:
      'The shared layer of src/ui imports no feature and not the app: move the piece down, or pass it in.',
  },
  {
    target: `./${UI}/features`,
    from: [`./${UI}/app`, `./${UI}/main.tsx`],
    message: 'A feature does not import the app: the app composes features.',
  },
  {
    target: `./${UI}/features`,
    from: `./${UI}/mission/useMission.ts`,
    message:
      "The app mounts the mission's one owner and hands each feature what it reads and the intents it sends; a feature does not mount another.",
  },
  ...UI_FEATURES.map((feature) => ({
    target: `./${UI}/features/${feature}`,
    from: `./${UI}/features`,
    except: [`./${feature}`],
    message: `features/${feature} does not reach into another feature: move what both need to the shared layer, or compose them in src/ui/app.`,
  })),
];

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
    ignores: [
      'dist/',
      // The package's build (npm run build:package).
      'dist-package/',
      'node_modules/',
      'public/',
      // Generated on install (see .gitignore): data, not code to lint.
      'src/worker/data/land/landData.generated.ts',
      'src/worker/data/land/landZones.generated.ts',
      'src/worker/data/land/zones/',
      'src/worker/data/identity/phones/generated/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      'reports/',
      '.stryker-tmp/',
    ],
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
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: UI_LAYER_ZONES }],
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
