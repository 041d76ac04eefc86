/** Views: pages, components, forms, layouts and the ui's components. */
const VIEWS = [
  'src/**/pages/**',
  'src/**/components/**',
  'src/**/forms/**',
  'src/layouts/**',
  'src/ui/*.tsx',
  'src/features/*/*Panel.tsx',
  'src/features/Slot.tsx',
  'src/lists/createListScreen.tsx',
  'src/lists/columns.tsx',
];
const NOT_APP = {
  group: ['@/app', '@/app/*', '**/app/*'],
  message: 'src/app collects the features and holds the store: nothing below it imports it (docs/architecture.md, Layers).',
};
const VIEWS_DO_NO_IO = {
  group: ['redux-saga', 'redux-saga/*', '@/features/session/callApi', '@/api/client', '@/api/download'],
  message: 'Views read selectors and dispatch intents; sagas do the I/O.',
};
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
    // Layers (docs/architecture.md): no cycles; type imports are checked by test/unit/architecture.test.ts.
    'import/no-cycle': ['error', { ignoreExternal: true }],
  },
  overrides: [
    { files: ['server/**', 'bench/**', 'test/**', '*.ts', '*.cjs', '*.js'], rules: { 'no-console': 'off' } },
    // The layers of docs/architecture.md ("Layers"); ESLint applies the last matching override only
    // to a rule, so each group of files lists every restriction it has.
    {
      files: ['src/**'],
      excludedFiles: ['src/app/**', 'src/index.tsx', ...VIEWS, 'src/domain/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP] }] },
    },
    {
      files: VIEWS,
      rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP, VIEWS_DO_NO_IO] }] },
    },
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
