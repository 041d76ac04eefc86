/* eslint-disable @typescript-eslint/no-require-imports -- ESLint reads this config as CommonJS. */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Views: every .tsx under src renders, whatever its folder (pages, components, forms, panels,
 * dialogs, layouts, the entry); with them the hooks they read (`hooks.ts`, `useX.ts`), so that a
 * view cannot do its I/O through a hook either.
 */
const VIEW_FILES = ['src/**/*.tsx'];
const VIEW_HOOKS = ['src/**/hooks.ts', 'src/**/use[A-Z]*.ts'];
const VIEWS = [...VIEW_FILES, ...VIEW_HOOKS];
/** src/app and the entry collect the features: they may import src/app, but do no I/O when they render. */
const APP = ['src/app/**', 'src/index.tsx'];
/** The feature folders (src/features/<name>/). */
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_APP = {
  group: ['@/app', '@/app/*', '**/app/*'],
  message: 'src/app collects the features and holds the store: nothing below it imports it (docs/architecture.md, Layers).',
};
const VIEWS_DO_NO_IO = {
  group: ['redux-saga', 'redux-saga/*', '@/features/session/callApi', '@/api/client', '@/api/download', '@/lib/recorder/download'],
  message: 'Views read selectors and dispatch intents; sagas do the I/O.',
};
/**
 * A view (a .tsx: it renders) reads the store through its feature's hooks (`hooks.ts`, `useX.ts`:
 * memoized selectors in, intent callbacks out), never the store's own hooks.
 */
const VIEWS_READ_HOOKS = [
  {
    group: ['@/state/hooks', '**/state/hooks'],
    message: "A view reads its feature's hooks (hooks.ts): selectors and intents stay out of the view.",
  },
  {
    group: ['react-redux'],
    importNames: ['useSelector', 'useDispatch', 'useStore', 'connect'],
    message: "A view reads its feature's hooks (hooks.ts), not the store's.",
  },
];
/**
 * A feature uses another feature's actions, selectors and paths, never its views (its components,
 * forms and pages folders, or any PascalCase module): a widget several features show lives in
 * src/components; a dialog opened over other features' screens is an overlay of its manifest.
 */
const NOT_OTHER_FEATURES_VIEWS = (feature) => ({
  caseSensitive: true,
  regex: `^@/features/(?!${feature}/)[^/]+/(?:(?:components|forms|pages)(?:/|$)|(?:.+/)?[A-Z][^/]*$)`,
  message: "A feature does not import another feature's views: shared widgets live in src/components (docs/architecture.md, Layers).",
});
const DOMAIN_IS_PURE = {
  regex: '^(@/(?!domain/)|react($|-|/)|@mui/|@reduxjs/|redux-saga)',
  message: 'src/domain is pure rules shared by the SPA and the API: domain modules only.',
};
const SERVER_SHARES_DOMAIN_ONLY = {
  regex: '^@/(?!domain/)',
  message: 'The server shares src/domain only.',
};

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { browser: true, node: true, es2022: true, jest: true },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
  ],
  settings: {
    react: { version: 'detect' },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/resolver': { typescript: { project: './tsconfig.json' } },
  },
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'warn',
    'react/prop-types': 'off',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'no-console': ['error', { allow: ['warn', 'error'] }],
    // Import cycles (type imports included): test/unit/importCycles.test.ts, not import/no-cycle,
    // which parsed every file a second time (40% of the lint's CPU time).
  },
  overrides: [
    { files: ['server/**', 'bench/**', 'test/**', '*.ts', '*.cjs', '*.js'], rules: { 'no-console': 'off' } },
    // The layers of docs/architecture.md ("Layers"); ESLint applies the last matching override only
    // to a rule, so each group of files lists every restriction it has.
    {
      files: ['src/**'],
      excludedFiles: [...APP, ...VIEWS, 'src/domain/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP] }] },
    },
    {
      files: VIEW_HOOKS,
      excludedFiles: APP,
      rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP, VIEWS_DO_NO_IO] }] },
    },
    {
      files: VIEW_FILES,
      excludedFiles: APP,
      rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP, VIEWS_DO_NO_IO, ...VIEWS_READ_HOOKS] }] },
    },
    {
      files: APP.map((glob) => (glob.endsWith('**') ? `${glob}/*.tsx` : glob)),
      rules: { 'no-restricted-imports': ['error', { patterns: [VIEWS_DO_NO_IO, ...VIEWS_READ_HOOKS] }] },
    },
    ...FEATURES.flatMap((feature) => {
      const folder = `src/features/${feature}`;
      const inFolder = (globs) => globs.map((glob) => glob.replace('src/', `${folder}/`));
      const notOthers = NOT_OTHER_FEATURES_VIEWS(feature);
      return [
        {
          files: [`${folder}/**`],
          excludedFiles: inFolder(VIEWS),
          rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP, notOthers] }] },
        },
        {
          files: inFolder(VIEW_HOOKS),
          rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP, VIEWS_DO_NO_IO, notOthers] }] },
        },
        {
          files: inFolder(VIEW_FILES),
          rules: {
            'no-restricted-imports': [
              'error',
              { patterns: [NOT_APP, VIEWS_DO_NO_IO, ...VIEWS_READ_HOOKS, notOthers] },
            ],
          },
        },
      ];
    }),
    {
      files: ['src/domain/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_IS_PURE] }] },
    },
    {
      files: ['server/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_SHARES_DOMAIN_ONLY] }] },
    },
  ],
  ignorePatterns: ['dist/', 'node_modules/', 'data/', 'coverage/'],
};
