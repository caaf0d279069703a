// Three jest projects:
//  domain - pure rules in src/domain (node, swc)
//  server - the reference API server over HTTP against PGlite (node, swc)
//  app    - platform adapters, request layer, stores, components (jsdom, Taro's preset)
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2021', transform: { react: { runtime: 'automatic' } } } }]

let appProject
try {
  const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default
  appProject = defineJestConfig({ testEnvironment: 'jsdom' })
  delete appProject.bail
  delete appProject.verbose
  delete appProject.collectCoverageFrom
} catch (e) {
  appProject = {}
}

module.exports = {
  // per-project testTimeout is ignored by jest 29; server tests also call jest.setTimeout
  testTimeout: 60000,
  projects: [
    {
      displayName: 'domain',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/domain'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      // tests beside the code they test (server/**/*.test.ts); the harness in test-support/server
      roots: ['<rootDir>/server', '<rootDir>/test-support/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      ...appProject,
      displayName: 'app',
      rootDir: __dirname,
      roots: ['<rootDir>/__tests__/app'],
      testMatch: ['**/*.test.{ts,tsx}'],
      globals: { ...((appProject && appProject.globals) || {}), __API_BASE__: '', __API_PREFIX_BASES__: {}, __APP_VERSION__: '1', __BUSINESS_TZ__: 'Asia/Shanghai' },
      testEnvironment: 'jsdom',
      setupFiles: [...((appProject && appProject.setupFiles) || []), '<rootDir>/__tests__/app/setup.js'],
      moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
      moduleNameMapper: {
        ...((appProject && appProject.moduleNameMapper) || {}),
        '\\.(css|scss|sass|less)$': '<rootDir>/__tests__/app/style-stub.js',
        '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/__tests__/app/file-stub.js',
      },
      transformIgnorePatterns: ['node_modules/(react|react-dom|scheduler|jsdom|@babel|core-js|core-js-pure|lodash|decimal.js|dayjs)/'],
      transform: { ...((appProject && appProject.transform) || {}), '^.+\\.mjs$': 'babel-jest' },
    },
  ],
}
