/**
 * The platform-variant rule (docs/ARCHITECTURE.md, README): `x.ts` (or `x.tsx`) is the default and the module's
 * typed surface (tsc and every importer see only it); a target that behaves differently has `x.h5.ts`,
 * `x.weapp.ts` or `x.alipay.ts` beside it, and Taro's build picks that file for that target.
 *
 * For EVERY variant file under src/ (found by walking the tree, so a new pair is covered without editing this):
 * - the default file exists beside it;
 * - the variant exports exactly the default's names, each of the same kind (function, object, …): an importer
 *   typed against the default must find every name on every target;
 * - the default's first line says which targets use it (`// default for: h5 — …`), and that is exactly the
 *   targets without a file of their own.
 * The type-level check (signatures, not only names) is conformance.test.ts for the adapters of types.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(__dirname, '../..')
const TARGETS = ['h5', 'weapp', 'alipay'] as const
const VARIANT = /^(.+)\.(h5|weapp|alipay)\.(ts|tsx)$/

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    else if (VARIANT.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p)
  }
  return out
}

interface Pair {
  /** the default file, relative to src/ */
  base: string
  variants: { target: string; file: string }[]
}

function pairs(): Pair[] {
  const byBase = new Map<string, Pair>()
  for (const file of walk(SRC).sort()) {
    const [, stem, target] = path.basename(file).match(VARIANT)!
    const dir = path.dirname(file)
    const base = ['ts', 'tsx'].map((ext) => path.join(dir, `${stem}.${ext}`)).find((f) => fs.existsSync(f)) ?? path.join(dir, `${stem}.ts`)
    const key = path.relative(SRC, base)
    const pair = byBase.get(key) ?? { base: key, variants: [] }
    pair.variants.push({ target, file: path.relative(SRC, file) })
    byBase.set(key, pair)
  }
  return [...byBase.values()]
}

/** React.lazy / memo / forwardRef components are objects; a plain component is a function: the same kind to an importer */
const isComponentObject = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { $$typeof?: unknown }).$$typeof === 'symbol'

const kinds = (mod: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(mod)
      .filter((k) => k !== '__esModule')
      .sort()
      .map((k) => [k, isComponentObject(mod[k]) ? 'function' : typeof mod[k]]),
  )

const all = pairs()

describe('platform variants: every x.<target>.ts under src/ against its default x.ts', () => {
  it('finds the variant pairs (the walk works)', () => {
    expect(all.length).toBeGreaterThanOrEqual(10)
    expect(all.map((p) => p.base)).toEqual(
      expect.arrayContaining([path.join('shared', 'platform', 'pay.ts'), path.join('shared', 'platform', 'boot.ts')]),
    )
  })

  it.each(all.map((p) => [p.base, p] as const))('%s: the default exists and says which targets use it', (_name, pair) => {
    const file = path.join(SRC, pair.base)
    expect(fs.existsSync(file)).toBe(true)
    const first = fs.readFileSync(file, 'utf8').split('\n')[0]
    const m = first.match(/^\/\/ default for: ([a-z0-9, ]+?)(?: —|$)/)
    if (!m)
      throw new Error(
        `${pair.base}: the first line must be "// default for: <targets> — …" (the targets without a file of their own), not: ${first}`,
      )
    const said = m[1]
      .split(/,\s*|\s+and\s+/)
      .map((s) => s.trim())
      .filter(Boolean)
      .sort()
    const own = new Set(pair.variants.map((v) => v.target))
    expect(said).toEqual(TARGETS.filter((t) => !own.has(t)).sort())
  })

  it.each(all.flatMap((p) => p.variants.map((v) => [v.file, p.base] as const)))('%s exports the names of %s', (variant, base) => {
    // explicit file names: jest's app project would otherwise resolve x to x.h5.ts
    const def = require(path.join(SRC, base)) as Record<string, unknown>
    const alt = require(path.join(SRC, variant)) as Record<string, unknown>
    expect(kinds(alt)).toEqual(kinds(def))
  })
})
