// ESLint 9 flat config (issue 11). `npm run lint`; TYPED=1 adds typescript-eslint's type-aware rules (slow, 2.5 GB).
// Boundary rules (docs: /work/plans/renovation.md §8.2):
//   pages → features → shared → domain; a feature imports another feature only through its index
//   (@/features/<f>); a page never imports another page; src/shared never imports features or pages;
//   src/domain imports only src/domain (no Taro, no React); the server imports only src/domain (and contract/).
// The boundary zones are warnings until every area has moved (the renovation's last package turns them to errors).
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import comments from '@eslint-community/eslint-plugin-eslint-comments'
import globals from 'globals'

const root = path.dirname(new URL(import.meta.url).pathname)
const typed = process.env.TYPED === '1'
const dirs = (p) =>
  fs.existsSync(path.join(root, p))
    ? fs
        .readdirSync(path.join(root, p), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

// page -> page never: one zone per page folder (a page may import only its own folder)
const pageZones = dirs('src/pages').flatMap((area) =>
  dirs(`src/pages/${area}`).map((page) => ({
    target: `./src/pages/${area}/${page}`,
    from: './src/pages',
    except: [`./${area}/${page}`],
    message:
      "a page never imports another page (mini-programs keep only a page module's default export): move the shared part to a feature",
  })),
)
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

const boundaryZones = [
  ...pageZones,
  ...featureZones,
  { target: './src/domain', from: [...appDirs, './server'], message: 'src/domain is pure: it imports only src/domain' },
  { target: './src/shared', from: ['./src/features', './src/pages'], message: 'shared code never imports a feature or a page' },
  { target: './server', from: appDirs, message: 'the server imports only src/domain and the contract from the app side' },
]

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, '@eslint-community/eslint-comments': comments },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['warn', { zones: boundaryZones }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // every eslint-disable says why (on its line, after --)
      '@eslint-community/eslint-comments/require-description': 'warn',
    },
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
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'config/**', '*.{js,mjs,cjs,ts}', '__tests__/e2e/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**', 'test-support/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    // a test drives its module's internals and mocks its neighbours: the boundary zones are for the app's own imports
    rules: { '@typescript-eslint/no-require-imports': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  // files outside every tsconfig project: lint them untyped
  ...(typed ? [{ files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked }] : []),
)
