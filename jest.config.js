// Two projects: `unit` (SPA and domain, jsdom) and `api` (the real API through
// Fastify inject against a real PostgreSQL started once for the run).
// The packages that reach jest as ES modules only (uuid: its browser build, under jsdom). The others
// ship CommonJS for `require` (@mui, @base-ui, cookie, content-disposition…): running babel over
// them again took most of the transform's time on CI's cold cache.
const esmPackages = ['jose', 'react-intl', '@formatjs', 'intl-messageformat', 'uuid'].join('|');
const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: {
    '\\.(png|svg|jpg|jpeg|gif)$': '<rootDir>/test/support/fileStub.js',
    // A catalogue's part (webpack/messages-loader.cjs): tests read the whole catalogue.
    '^(.*\\.json)\\?(public|private)$': '$1',
    // The import aliases of tsconfig.json.
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@server/(.*)$': '<rootDir>/server/$1',
  },
};
module.exports = {
  maxWorkers: 2,
  // Generous (global: projects ignore their own): on a busy 2-core machine a file's database
  // setup or a lazy chunk can take seconds.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/test/support/jsdomSetup.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/testingLibrarySetup.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      // No clean-up of globals between files: the server's libraries keep process-wide state by
      // design (Sentry's carrier, `globalThis.__SENTRY__`), and jest's "soft" deletion of it made
      // the next file in the same worker recurse to a stack overflow when Sentry set it again.
      testEnvironmentOptions: { globalsCleanup: 'off' },
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/pgGlobalSetup.ts',
      globalTeardown: '<rootDir>/test/support/pgGlobalTeardown.ts',
    },
  ],
};
