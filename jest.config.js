// Five jest projects:
//  domain      - pure rules in src/domain (node, swc): src/domain/**/*.test.ts, beside what they test
//  console     - the staff console's pure parts (node, swc): console/src/**/*.test.ts
//  server      - the reference API server over HTTP against PGlite (node, swc)
//  server-slow - the server tests that start and kill processes or race requests (SLOW_SERVER_TESTS); not in `npm run check`
//  release     - the release configuration and commands (config/, scripts/release/; node, swc)
//  app    - platform adapters, request layer, stores, components, screens (jsdom, Taro's preset): src/**/*.test.ts(x)
//           outside src/domain, beside what they test; helpers in test-support/app
// the import aliases of tsconfig.base.json (@/ = src, @contract/ = contract, @test-support/ = tests' helpers), in every project
const alias = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '^@test-support/(.*)$': '<rootDir>/test-support/$1',
}
// file names (wherever they live under server/) of the server-slow project
const SLOW_SERVER_TESTS = [
  'crash-recovery.test.ts',
  'concurrency.test.ts',
  'sandbox-providers.test.ts',
  'production.test.ts',
  'instances.test.ts',
  'pay-instances.test.ts',
  'chat-instances.test.ts',
  'proxy.test.ts',
  'rls.test.ts',
  'job-lock.test.ts',
]
// server project: stateless packages loaded once per Jest worker with Node's own require, outside Jest's per-file
// module registry (test-support/server/environment.js, outside/): ~650 files fewer for Jest to load per test file.
// Not fastify and its plugins: fastify tells an error from a reply by `instanceof Error`, which an error of the test
// file's realm (the server's ApiError, the schema error formatter's) fails. JEST_OUTSIDE=0 loads them per file.
const OUTSIDE =
  process.env.JEST_OUTSIDE === '0'
    ? []
    : ['kysely', '@sinclair/typebox', 'sanitize-html', 'htmlparser2', 'qrcode', 'minisearch', 'mint-filter']
const outsideMapper = Object.fromEntries(
  OUTSIDE.map((name) => [`^${name}$`, `<rootDir>/test-support/server/outside/${name.replace(/[/@]/g, '_')}.js`]),
)
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2021', transform: { react: { runtime: 'automatic' } } } },
]

let appProject
try {
  const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default
  appProject = defineJestConfig({ testEnvironment: 'jsdom' })
  delete appProject.bail
  delete appProject.verbose
  delete appProject.collectCoverageFrom
} catch {
  appProject = {}
}

module.exports = {
  // per-project testTimeout is ignored by jest 29; server tests also call jest.setTimeout
  testTimeout: 60000,
  projects: [
    {
      displayName: 'domain',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/domain'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: alias,
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      // the staff console's pure parts (issue 31: console/src; the client's envelope rules, the menu): node, swc
      displayName: 'console',
      testEnvironment: 'node',
      roots: ['<rootDir>/console/src'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: alias,
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'server',
      testEnvironment: '<rootDir>/test-support/server/environment.js',
      // tests beside the code they test (server/**/*.test.ts); the harness in test-support/server
      roots: ['<rootDir>/server', '<rootDir>/test-support/server'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...SLOW_SERVER_TESTS],
      moduleNameMapper: { ...outsideMapper, ...alias },
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      // crash recovery, concurrency, sandbox providers: they start (and kill) server processes or race requests
      // (over a minute of CPU between them); `npm test` runs them, `npm run check` does not
      displayName: 'server-slow',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: SLOW_SERVER_TESTS.map((name) => `**/${name}`),
      moduleNameMapper: alias,
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      // the release configuration and commands (issue 34): config/*.test.ts and scripts/release/*.test.ts (node)
      displayName: 'release',
      testEnvironment: 'node',
      roots: ['<rootDir>/config', '<rootDir>/scripts/release'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: alias,
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      ...appProject,
      displayName: 'app',
      rootDir: __dirname,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.{ts,tsx}'],
      // src/domain's tests are the domain project's (node, no Taro)
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/domain/'],
      globals: {
        ...((appProject && appProject.globals) || {}),
        __API_BASE__: '',
        __API_PREFIX_BASES__: {},
        __APP_VERSION__: '1',
        __BUSINESS_TZ__: 'Asia/Shanghai',
      },
      testEnvironment: 'jsdom',
      setupFiles: [...((appProject && appProject.setupFiles) || []), '<rootDir>/test-support/app/setup.js'],
      moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
      // first match wins: styles and images (also '@/…/x.scss') are stubs before the aliases resolve anything
      moduleNameMapper: {
        '\\.(css|scss|sass|less)$': '<rootDir>/test-support/app/style-stub.js',
        '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/test-support/app/file-stub.js',
        ...alias,
        ...((appProject && appProject.moduleNameMapper) || {}),
      },
      transformIgnorePatterns: ['node_modules/(react|react-dom|scheduler|jsdom|@babel|core-js|core-js-pure|lodash|decimal.js|dayjs)/'],
      transform: { ...((appProject && appProject.transform) || {}), '^.+\\.mjs$': 'babel-jest' },
    },
  ],
}
