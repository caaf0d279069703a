/// <reference types="jest" />
// The privacy and permission declarations against the APIs the code calls (issue 34), per mini-program target: the
// files each target builds (x.ts unless x.<target>.ts exists; never another target's variant) are scanned for the
// platform APIs that need a declaration (config/release.cjs API_RULES), and the declarations made — app.json's
// `requiredPrivateInfos` and `permission` (src/app.config.ts), Alipay's `usePrivacyCheck`, the privacy guideline /
// policy types to fill in each console (config/release.cjs PRIVACY, listed in the README) — must match exactly:
// no API used without its declaration, no declaration without a use.
import fs from 'node:fs'
import path from 'node:path'
import { API_RULES, PRIVACY, alipayAppConfig, ROOT } from '../../config/release.cjs'

const SRC = path.join(ROOT, 'src')
const TARGETS = ['weapp', 'alipay'] as const
type Target = (typeof TARGETS)[number]
const VARIANT = /\.(h5|weapp|alipay)\.(tsx?)$/

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name)
    if (e.isDirectory()) return walk(f)
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [f] : []
  })
}

const FILES = walk(SRC)

/** the source files a target's build uses */
function filesOf(target: Target): string[] {
  return FILES.filter((f) => {
    const m = VARIANT.exec(f)
    if (m) return m[1] === target
    const base = f.replace(/\.tsx?$/, '')
    return !fs.existsSync(`${base}.${target}.ts`) && !fs.existsSync(`${base}.${target}.tsx`)
  })
}

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** the APIs of API_RULES a piece of code calls: Taro.x( / wx.x( / my.x(, <Camera>, a getPhoneNumber button */
export function apisIn(code: string): string[] {
  const found = new Set<string>()
  const c = stripComments(code)
  for (const m of c.matchAll(/\b(?:Taro|wx|my)\s*\.\s*(\w+)\s*\(/g)) if (API_RULES[m[1]]) found.add(m[1])
  if (/<Camera\b/.test(c)) found.add('Camera')
  if (/open-?[Tt]ype\s*=\s*\{?\s*['"]getPhoneNumber['"]/.test(c)) found.add('getPhoneNumber')
  return [...found]
}

/** API -> the files of the target that call it */
function usedApis(target: Target): Map<string, string[]> {
  const used = new Map<string, string[]>()
  for (const f of filesOf(target))
    for (const api of apisIn(fs.readFileSync(f, 'utf8'))) used.set(api, [...(used.get(api) || []), path.relative(ROOT, f)])
  return used
}

/** src/app.config.ts as Taro evaluates it (defineAppConfig is Taro's global identity function) */
function appConfig(): Record<string, any> {
  ;(globalThis as any).defineAppConfig = (c: unknown) => c
  return require(path.join(SRC, 'app.config.ts')).default
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort()

describe('the scanner', () => {
  it('finds calls, components and buttons, not comments or other names', () => {
    expect(
      sorted(
        apisIn(`
      // Taro.getLocation() in a comment
      /* my.getAddress (Alipay) */
      const url = 'https://x' // Taro.chooseAddress()
      await Taro.chooseImage({ count: 1 })
      my.getAddress({ success })
      getLocationLater(); Taro.makePhoneCall({ phoneNumber })
      <Camera devicePosition="back" /> <Button openType="getPhoneNumber" />`),
      ),
    ).toEqual(['Camera', 'chooseImage', 'getAddress', 'getPhoneNumber'])
  })

  it('takes each target its own variant and the shared default', () => {
    const weapp = filesOf('weapp').map((f) => path.relative(SRC, f))
    expect(weapp).toContain('shared/platform/address.weapp.ts')
    expect(weapp).not.toContain('shared/platform/address.alipay.ts')
    expect(weapp).not.toContain('shared/platform/share.ts') // h5's default: weapp and alipay have their own
    expect(weapp).toContain('shared/platform/files.ts')
  })
})

describe.each(TARGETS)('%s declarations', (target) => {
  const used = usedApis(target)
  const need = (key: 'requiredPrivateInfo' | 'scope' | 'weapp' | 'alipay') =>
    sorted([...used.keys()].map((api) => API_RULES[api][key]).filter((x): x is string => !!x))

  it('the app calls privacy APIs on this target (the scan sees the code)', () => {
    expect([...used.keys()]).toEqual(expect.arrayContaining(['getLocation', 'chooseImage']))
  })

  it('console privacy types: every used API declared, every declaration used', () => {
    const declared = sorted(PRIVACY[target].map((p) => p.type))
    const required = need(target)
    const missing = required.filter((t) => !declared.includes(t))
    const unused = declared.filter((t) => !required.includes(t))
    expect({ missing, unused }).toEqual({ missing: [], unused: [] })
    for (const p of PRIVACY[target]) expect(p.purpose.length).toBeGreaterThan(5)
  })

  if (target === 'weapp') {
    it("app.json requiredPrivateInfos and permission: exactly what the code's APIs need", () => {
      const app = appConfig()
      expect(sorted(app.requiredPrivateInfos || [])).toEqual(need('requiredPrivateInfo'))
      expect(sorted(Object.keys(app.permission || {}))).toEqual(need('scope'))
      for (const v of Object.values<any>(app.permission || {})) expect(String(v.desc || '').length).toBeGreaterThan(5)
    })
  } else {
    it("app.json: the privacy check on, WeChat's keys out", () => {
      const app = alipayAppConfig(appConfig())
      expect(app.usePrivacyCheck).toBe(true)
      expect(app).not.toHaveProperty('requiredPrivateInfos')
      expect(app).not.toHaveProperty('permission')
      expect(app.pages.length).toBeGreaterThan(0)
    })
  }

  it('the README lists each console type with its purpose', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    for (const p of PRIVACY[target]) expect(readme).toContain(`| ${target === 'weapp' ? 'WeChat' : 'Alipay'} | ${p.type} | ${p.purpose} |`)
  })
})
