// Lint for every runtime, run by `npm test`. The layer rules encode the one-way imports of src/README.md §3:
// domain imports nothing of ours; offline and server import domain; app imports offline and domain
// (and starts workers); sw imports offline and domain; workers import domain.
// No runtime import cycle anywhere (import-x/no-cycle; `import type` does not count): a module
// split out of another must not import its old neighbour back, so shared pieces move below both.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Forbids imports whose path names one of the given top-level folders of ours. */
function layer(files, forbidden, why, extra = []) {
  const folders = forbidden.join('|');
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: `(^|/)(${folders})/`, message: why }, ...extra],
        },
      ],
    },
  };
}

const NODE_API = { regex: '^(node:|fs$|path$|crypto$|os$|child_process$)', message: 'src/domain runs in the browser too: no Node API.' };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'tests/.results/', '.tmp/', 'src/domain/airports/airports.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    // Our modules only: following packages into node_modules would cost time and find nothing of ours.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      // Typed routes and search params (router.tsx's validateSearch) make these casts unneeded.
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSNeverKeyword', message: 'No `as never`: type the value (routes declare their search params).' },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  layer(['src/domain/**'], ['app', 'offline', 'server', 'workers', 'sw', 'shared'], 'src/domain imports nothing of ours outside src/domain.', [NODE_API]),
  // src/shared: the formats the build, the service worker and the app agree on (plumbing, not rules).
  layer(
    ['src/shared/**'],
    ['app', 'offline', 'server', 'build', 'workers', 'sw'],
    'src/shared imports at most src/domain: the build, sw and app all read it.',
    [{ ...NODE_API, message: 'src/shared runs in the page and the service worker too: no Node API.' }],
  ),
  layer(['src/offline/**'], ['app', 'server', 'workers', 'sw', 'shared'], 'src/offline imports only src/domain.'),
  layer(['src/server/**'], ['app', 'offline', 'workers', 'sw', 'shared'], 'src/server imports only src/domain (the build tools live in src/build/).'),
  layer(
    ['src/build/**'],
    ['app', 'offline', 'workers', 'sw'],
    "src/build/ (Vite plugins, generators) imports src/domain and the server's file-naming rules; the page is rendered from the built bundle.",
  ),
  layer(['src/app/**'], ['server', 'sw'], 'src/app imports src/offline, src/domain and starts src/workers; never the server or the service worker.'),
  layer(['src/workers/**'], ['app', 'offline', 'server', 'sw', 'shared'], 'src/workers import only src/domain.'),
  layer(['sw/**'], ['app', 'server', 'workers'], 'sw imports src/offline and src/domain only.'),
);
