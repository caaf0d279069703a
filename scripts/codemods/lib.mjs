/**
 * What the two codemods share: finding every module specifier of a file (TypeScript's parser, so strings and
 * comments are never touched), resolving it to a file of the repository, and writing specifiers back.
 *
 * Specifiers found: import/export ... from 'x', import 'x', import('x'), import('x').Type (type position),
 * require('x'), jest.mock/doMock/unmock/requireActual/requireMock('x').
 * Resolution (the bundler rules of tsconfig/Taro/jest): './x', '@/x' (= src/x), '@contract/x' (= contract/x) and
 * '@test-support/x' (tests' helpers)
 * → x, x.ts, x.tsx, x.js, x.mjs, x.cjs, x.json, x/index.ts, x/index.tsx, x/index.js. Platform variants
 * (x.h5.ts beside x.ts) are found through the default file, as tsc sees them. Packages are left alone.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const ts = require('typescript')

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
export const SRC = path.join(ROOT, 'src')
export const CONTRACT = path.join(ROOT, 'contract')
export const TEST_SUPPORT = path.join(ROOT, 'test-support')

/** folders a move may have importers in (scanned by move.mjs) */
export const SCAN_DIRS = ['src', 'server', 'types', '__tests__', 'test-support', 'e2e', 'scripts', 'config', 'bench', 'contract']
const CODE = /\.(?:[cm]?[jt]sx?)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'data', '.temp', '.swc', 'coverage', 'fixture'])

export const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json']
const INDEXES = ['/index.ts', '/index.tsx', '/index.js']

const posix = (p) => p.split(path.sep).join('/')
export const rel = (p) => posix(path.relative(ROOT, p))

/** every code file under the given folders (repository-relative or absolute) */
export function codeFiles(dirs = SCAN_DIRS) {
  const out = []
  const walk = (d) => {
    if (!fs.existsSync(d)) return
    const st = fs.statSync(d)
    if (st.isFile()) {
      if (CODE.test(d) && !d.endsWith('.d.ts')) out.push(d)
      return
    }
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(path.join(d, e.name))
      } else if (CODE.test(e.name)) out.push(path.join(d, e.name))
    }
  }
  for (const d of dirs) walk(path.resolve(ROOT, d))
  return out
}

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}

/**
 * Where a specifier points: { base, file, via } or null (a package). `base` is the path the specifier spells
 * (no extension added), `file` the file it resolves to, `via` how: 'exact' (the specifier has the extension),
 * 'ext' (an extension was added), 'index' (a folder's index file), 'missing' (nothing found).
 */
export function resolveSpec(fromFile, spec, exists = isFile) {
  let base
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') base = path.resolve(path.dirname(fromFile), spec)
  else if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2))
  else if (spec.startsWith('@contract/')) base = path.join(CONTRACT, spec.slice('@contract/'.length))
  else if (spec.startsWith('@test-support/')) base = path.join(TEST_SUPPORT, spec.slice('@test-support/'.length))
  else return null
  if (exists(base)) return { base, file: base, via: 'exact' }
  for (const e of EXTENSIONS) if (exists(base + e)) return { base, file: base + e, via: 'ext' }
  for (const i of INDEXES) if (exists(base + i)) return { base, file: base + i, via: 'index' }
  return { base, file: null, via: 'missing' }
}

const JEST_FNS = new Set(['mock', 'doMock', 'unmock', 'requireActual', 'requireMock', 'dontMock', 'setMock'])

/** every module specifier of a source text: [{ spec, start, end }] (start/end of the string literal's text, quotes excluded) */
export function findSpecifiers(fileName, text) {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?jsx?$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const out = []
  const take = (lit) => {
    if (lit && (ts.isStringLiteral(lit) || ts.isNoSubstitutionTemplateLiteral(lit)))
      out.push({ spec: lit.text, start: lit.getStart(sf) + 1, end: lit.getEnd() - 1 })
  }
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) take(node.moduleSpecifier)
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) take(node.moduleReference.expression)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal)
    else if (ts.isCallExpression(node) && node.arguments.length >= 1) {
      const c = node.expression
      const isImport = c.kind === ts.SyntaxKind.ImportKeyword
      const isRequire = ts.isIdentifier(c) && c.text === 'require'
      const isRequireResolve =
        ts.isPropertyAccessExpression(c) && ts.isIdentifier(c.expression) && c.expression.text === 'require' && c.name.text === 'resolve'
      const isJest =
        ts.isPropertyAccessExpression(c) && ts.isIdentifier(c.expression) && c.expression.text === 'jest' && JEST_FNS.has(c.name.text)
      if (isImport || isRequire || isRequireResolve || isJest) take(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

/** applies [{ start, end, text }] edits to a text (any order) */
export function applyEdits(text, edits) {
  let out = text
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

/** './x' style relative specifier from one file's folder to a path */
export function relativeSpec(fromFile, target) {
  let r = posix(path.relative(path.dirname(fromFile), target))
  if (r === '') r = './index' // the folder of the importing file itself (a test beside its page's index)
  if (!r.startsWith('.')) r = `./${r}`
  return r
}

/** '@/x' (under src/), '@contract/x' or '@test-support/x', else null */
export function aliasSpec(target) {
  const inSrc = path.relative(SRC, target)
  if (!inSrc.startsWith('..') && !path.isAbsolute(inSrc)) return inSrc === '' ? '@' : `@/${posix(inSrc)}`
  const inContract = path.relative(CONTRACT, target)
  if (!inContract.startsWith('..') && !path.isAbsolute(inContract)) return `@contract/${posix(inContract)}`
  const inSupport = path.relative(TEST_SUPPORT, target)
  if (!inSupport.startsWith('..') && !path.isAbsolute(inSupport)) return `@test-support/${posix(inSupport)}`
  return null
}

/** how many '../' a relative specifier climbs */
export const ups = (spec) => (spec.match(/^(?:\.\.\/)+/)?.[0].length ?? 0) / 3 + (spec === '..' ? 1 : 0)

/**
 * Files whose imports must stay relative: loaded without the alias (config/index.ts requires the route table
 * and its builder through a bare swc register), and the server (a colleague restructures it; it may import only
 * src/domain, relative until its own package switches).
 */
export function mustStayRelative(file) {
  const r = rel(file)
  return (
    /^src\/(shared\/)?routes\/(table|build)\.ts$/.test(r) ||
    r.startsWith('server/') ||
    r.startsWith('__tests__/server/') ||
    r.startsWith('config/') ||
    r.startsWith('scripts/') ||
    r.startsWith('bench/')
  )
}

/**
 * The specifier to write for `target` from `fromFile`, in the house style: relative when it climbs at most one
 * folder (or when the file must stay relative, or the target is outside src/ and contract/), else the alias.
 */
export function preferredSpec(fromFile, target) {
  const r = relativeSpec(fromFile, target)
  if (mustStayRelative(fromFile) || ups(r) <= 1) return r
  return aliasSpec(target) ?? r
}
