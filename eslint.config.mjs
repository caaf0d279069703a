// ESLint 9 flat config (issue 11). `npm run lint` (part of `npm run check`); TYPED=1 adds typescript-eslint's
// type-aware rules (slow, 2.5 GB: `npm test` only).
// Boundary rules (docs: /work/plans/renovation.md §8.2):
//   pages → features → shared → domain; a feature imports another feature only through its index
//   (@/features/<f>); a page never imports another page; src/shared never imports features or pages;
//   src/domain imports only src/domain (no Taro, no React); the server imports only src/domain (and contract/).
// Errors already: no-cycle, the domain rules, the server rule, page → page, feature → feature (deep imports),
// shared → features/pages, a page importing anything else under src/pages (pageAreaZones), TARO_ENV outside
// src/shared/platform and config. Still a warning: `no-explicit-any` (server and test code keep some).
// The staff console (console/, issue 31) keeps the same layers in its own tree (app → pages → features → shared, then
// src/domain and contract types): it never imports the patient app's src/shared|features|pages, nor they it.
// no-cycle is `local/no-cycle` (scripts/eslint/no-cycle.mjs): import-x's walk with `import type` counted.
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import comments from '@eslint-community/eslint-plugin-eslint-comments'
import globals from 'globals'
import local from './scripts/eslint/no-cycle.mjs'

const root = path.dirname(new URL(import.meta.url).pathname)
const typed = process.env.TYPED === '1'
const dirs = (p) =>
  fs.existsSync(path.join(root, p))
    ? fs
        .readdirSync(path.join(root, p), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

// page -> page never: one zone per page folder, from every other page folder (error)
const pageDirs = dirs('src/pages').flatMap((area) => dirs(`src/pages/${area}`).map((page) => `${area}/${page}`))
const pageZones = pageDirs.map((page) => ({
  target: `./src/pages/${page}`,
  from: pageDirs.filter((other) => other !== page).map((other) => `./src/pages/${other}`),
  message: "a page never imports another page (mini-programs keep only a page module's default export): move the shared part to a feature",
}))
// a page imports nothing else under src/pages either (an area's shared file moves to a feature or src/shared)
const pageAreaZones = pageDirs.map((page) => ({
  target: `./src/pages/${page}`,
  from: './src/pages',
  except: pageDirs.map((p) => `./${p}`),
  message: "a page imports only its own folder, features and shared: move the area's shared file to a feature",
}))
// feature -> feature only through its index
const features = dirs('src/features')
const featureZones = features.flatMap((f) =>
  features
    .filter((g) => g !== f)
    .map((g) => ({
      target: `./src/features/${f}`,
      from: `./src/features/${g}`,
      except: ['./index.ts'],
      message: `import ${g} through '@/features/${g}' (its index)`,
    })),
)
// every src folder but the domain (today's old folders too, until they are gone)
const appDirs = dirs('src')
  .filter((d) => d !== 'domain')
  .map((d) => `./src/${d}`)

// the staff console (console/src): app → pages → features → shared; a feature imports another only through its
// index, a page never imports another page; from the patient app only src/domain (and contract types)
const consoleFeatures = dirs('console/src/features')
const consolePages = dirs('console/src/pages')
const consoleZones = [
  {
    target: './console',
    from: [...appDirs, './server'],
    message: 'the console imports only src/domain and contract types from the rest of the repository (its own code in console/src)',
  },
  { target: './src', from: './console', message: 'the patient app never imports the staff console' },
  { target: './server', from: './console', message: 'the server never imports the staff console' },
  {
    target: './console/src/shared',
    from: ['./console/src/features', './console/src/pages', './console/src/app'],
    message: "the console's shared code never imports a feature, a page or the app",
  },
  {
    target: './console/src/features',
    from: ['./console/src/pages', './console/src/app'],
    message: 'a console feature never imports a page or the app',
  },
  { target: './console/src/pages', from: './console/src/app', message: 'a console page never imports the app' },
  ...consoleFeatures.flatMap((f) =>
    consoleFeatures
      .filter((g) => g !== f)
      .map((g) => ({
        target: `./console/src/features/${f}`,
        from: `./console/src/features/${g}`,
        except: ['./index.ts'],
        message: `import the console feature ${g} through its index ('../${g}')`,
      })),
  ),
  ...consolePages.map((page) => ({
    target: `./console/src/pages/${page}`,
    from: consolePages.filter((other) => other !== page).map((other) => `./console/src/pages/${other}`),
    message: 'a console page never imports another page: move the shared part to a feature',
  })),
]

const boundaryZones = [
  ...pageZones,
  ...featureZones,
  ...consoleZones,
  { target: './src/domain', from: [...appDirs, './server', './console'], message: 'src/domain is pure: it imports only src/domain' },
  { target: './src/shared', from: ['./src/features', './src/pages'], message: 'shared code never imports a feature or a page' },
  { target: './server', from: appDirs, message: 'the server imports only src/domain and the contract from the app side' },
]

// process.env.TARO_ENV only in src/shared/platform (per-target modules) and config/ (the build)
const noTaroEnv = {
  selector:
    "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env'][property.name='TARO_ENV']",
  message:
    "no TARO_ENV outside src/shared/platform and config/: use isH5/target from '@/shared/platform', or a per-target file (x.ts default + x.h5.ts / x.weapp.ts / x.alipay.ts)",
}
// Playwright's waitForFunction evaluates a string in the page, which the app's CSP (no 'unsafe-eval') refuses
const noWaitForFunction = {
  selector: "CallExpression[callee.property.name='waitForFunction']",
  message: "page.waitForFunction breaks under the app's Content-Security-Policy: use waitForPage() from e2e/helpers.ts or a locator",
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'data/**',
      '.temp/**',
      '.swc/**',
      'coverage/**',
      'scripts/mp-check/fixture/**',
      '**/*.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },
  js.configs.recommended,
  ...(typed ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended),
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      ...(typed ? { parserOptions: { projectService: true, tsconfigRootDir: root } } : {}),
    },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      'import-x-pages': importX,
      '@eslint-community/eslint-comments': comments,
      local,
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // import-x/no-cycle skips type imports: the local copy counts them (scripts/eslint/no-cycle.mjs)
      'local/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // every eslint-disable says why (on its line, after --)
      '@eslint-community/eslint-comments/require-description': 'error',
      'no-restricted-syntax': ['error', noTaroEnv],
    },
  },
  // the page-area zones: the same rule through a second name of the plugin (import-x-pages), so both zone lists apply
  {
    files: ['src/pages/**'],
    rules: { 'import-x-pages/no-restricted-paths': ['error', { zones: pageAreaZones }] },
  },
  {
    files: ['src/shared/platform/**', 'config/**', 'test-support/app/setup.js'],
    // the platform's per-target modules and the build read TARO_ENV; jest's setup stands in for the build's define
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tarojs/*', 'react', 'react-dom', '@nutui/*', 'zustand'], message: 'src/domain imports no Taro and no React' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: {
        ...globals.browser,
        __API_BASE__: 'readonly',
        __API_PREFIX_BASES__: 'readonly',
        __APP_VERSION__: 'readonly',
        __BUSINESS_TZ__: 'readonly',
        wx: 'readonly',
        my: 'readonly',
      },
    },
    rules: {
      // the app takes the contract's types only: no schema code in the app bundles
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/*', '**/contract/*'],
              allowTypeImports: true,
              message: "the app imports the contract with 'import type' only",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // the contract's types only (its schemas would bring TypeBox into the bundle); the paths are typed copies
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/*', '**/contract/*', '@sinclair/typebox', '@sinclair/typebox/*'],
              allowTypeImports: true,
              message: "the console imports the contract (and TypeBox) with 'import type' only",
            },
            {
              group: ['@/*', '!@/domain', '!@/domain/*'],
              message: 'the console imports from the patient app only src/domain (@/domain/...)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'config/**', 'console/vite.config.ts', '*.{js,mjs,cjs,ts}', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**'],
    rules: {
      // Playwright fixtures: `use` is not React's hook, and a fixture without dependencies destructures `{}`
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': 'off',
      'no-restricted-syntax': ['error', noTaroEnv, noWaitForFunction],
    },
  },
  {
    files: ['test-support/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    // a test drives its module's internals and mocks its neighbours: the boundary zones are for the app's own imports
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-restricted-paths': 'off',
      'import-x-pages/no-restricted-paths': 'off',
    },
  },
  // files outside every tsconfig project: lint them untyped
  ...(typed ? [{ files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked }] : []),
)
