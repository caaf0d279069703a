/**
 * In mini-program builds a page module keeps only its default export (Taro wraps it with
 * createPageConfig), so a named import from another page's module is `undefined` there and the
 * importing page renders empty on WeChat and Alipay while H5 and jest work. Shared hooks, constants
 * and helpers live in src/components, src/services or src/domain instead. This scans every source file.
 */
import * as fs from 'fs'
import * as path from 'path'
import { CLOSED_PAGE, ROUTES } from './table'

const SRC = path.resolve(__dirname, '../..')
const pageDirs = new Set([CLOSED_PAGE, ...ROUTES.map((r) => r.page).filter((p): p is string => !!p)].map((p) => path.join(SRC, 'pages', p)))

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? files(p) : /\.(tsx?|jsx?)$/.test(e.name) ? [p] : []
  })
}

/** the page directory a relative or '@/' import points at (the directory itself or its index file), if any */
function pageOf(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return undefined
  const target = base.replace(/\/index(\.[a-z0-9.]+)?$/, '').replace(/\.(h5|weapp|alipay)?\.?tsx?$/, '')
  return pageDirs.has(target) ? target : undefined
}

const IMPORT = /import\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|export\s+(?:\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g

describe('no named imports from page modules', () => {
  const offenders: string[] = []
  for (const f of files(SRC)) {
    const text = fs.readFileSync(f, 'utf8')
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[2] ?? m[3]
      const page = pageOf(f, spec)
      if (!page || path.dirname(f) === page) continue
      const clause = (m[1] ?? '{re-export}').replace(/^type\s+.*/, '')
      // a default import alone is kept by the build; braces or a namespace import are not
      if (m[3] || /[{*]/.test(clause)) offenders.push(`${path.relative(SRC, f)} imports ${clause.trim()} from ${spec}`)
    }
  }
  it('finds the page modules', () => {
    expect(pageDirs.size).toBeGreaterThan(50)
    expect([...pageDirs].every((d) => fs.existsSync(d))).toBe(true)
  })
  it('no source file takes a named export of another page', () => {
    expect(offenders).toEqual([])
  })
})
