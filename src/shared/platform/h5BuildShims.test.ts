/**
 * The H5 build's stand-ins (config/index.ts): the AbortController shim for Taro's request, and the loader that turns
 * NutUI's base64 icon masks into plain SVG data URLs.
 */
import fs from 'fs'
import path from 'path'
import vm from 'vm'

const root = path.resolve(__dirname, '../../..')

describe('config/shims/abortcontroller.js', () => {
  const source = fs.readFileSync(path.join(root, 'config/shims/abortcontroller.js'), 'utf8')
  const run = (g: Record<string, unknown>) => vm.runInNewContext(source, { self: g, Error })

  it('keeps a browser’s own AbortController', () => {
    const own = function AbortController() {}
    const g: Record<string, unknown> = { AbortController: own }
    run(g)
    expect(g.AbortController).toBe(own)
  })

  it('installs one where it is missing (iOS 11.0): abort sets the signal, calls onabort and listeners once', () => {
    const g: Record<string, unknown> = {}
    run(g)
    const Ctor = g.AbortController as new () => {
      signal: {
        aborted: boolean
        reason: unknown
        onabort: ((e: { type: string }) => void) | null
        addEventListener(t: string, f: (e: { type: string }) => void): void
        removeEventListener(t: string, f: unknown): void
        throwIfAborted(): void
      }
      abort(reason?: unknown): void
    }
    const c = new Ctor()
    const seen: string[] = []
    const removed = () => seen.push('removed')
    c.signal.onabort = (e) => seen.push(`onabort ${e.type}`)
    c.signal.addEventListener('abort', (e) => seen.push(`listener ${e.type}`))
    c.signal.addEventListener('abort', removed)
    c.signal.removeEventListener('abort', removed)
    expect(c.signal.aborted).toBe(false)
    expect(() => c.signal.throwIfAborted()).not.toThrow()
    c.abort()
    c.abort()
    expect(c.signal.aborted).toBe(true)
    expect((c.signal.reason as Error).name).toBe('AbortError')
    expect(() => c.signal.throwIfAborted()).toThrow()
    expect(seen).toEqual(['onabort abort', 'listener abort'])
    const d = new Ctor()
    d.abort('gone')
    expect(d.signal.reason).toBe('gone')
  })
})

describe('config/icon-svg-loader.cjs', () => {
  const loader = require(path.join(root, 'config/icon-svg-loader.cjs')) as (s: string) => string
  const iconDir = path.join(root, 'node_modules/@nutui/icons-react-taro/dist/es/icons')
  const svgOf = (moduleSource: string): string => {
    const m = /svg64: ("(?:[^"\\]|\\.)*")/.exec(moduleSource)
    if (!m) throw new Error('no svg64')
    const url = JSON.parse(m[1]) as string
    return url.startsWith('data:image/svg+xml;base64,')
      ? Buffer.from(url.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')
      : decodeURIComponent(url.slice('data:image/svg+xml,'.length))
  }

  it.each(['Home', 'Cart', 'Service', 'Loading', 'Search', 'MaskClose', 'CheckChecked'])(
    '%s: the same SVG, without solid fills, as a plain data URL that is a valid JS string and CSS url()',
    (name) => {
      const original = fs.readFileSync(path.join(iconDir, `${name}.js`), 'utf8')
      const out = loader(original)
      expect(out).not.toContain(';base64,')
      const m = /svg64: ("(?:[^"\\]|\\.)*")/.exec(out)
      expect(m).not.toBeNull()
      expect(m?.[1]).not.toMatch(/'|#|<|>/) // inside CSS url('…'): no quote to end it, no fragment
      const before = svgOf(original)
      const after = svgOf(out)
      expect(after).toBe(/fill="none"|fill:|opacity|<g\b/.test(before) ? before : before.replace(/\s+fill="#(?:[0-9a-fA-F]{3}){1,2}"/g, ''))
      expect(out.length).toBeLessThan(original.length)
    },
  )
})

describe('babel.config.js: NutUI icons per icon file', () => {
  it('imports each icon from its own file, with the base styles the package index imported (.nut-icon sizes)', () => {
    const babel = require('@babel/core') as typeof import('@babel/core')
    const out = babel.transformSync("import { Cart, Home as HomeIcon } from '@nutui/icons-react-taro'\nconsole.log(Cart, HomeIcon)", {
      filename: path.join(root, 'src/x.tsx'),
      cwd: root,
    })?.code
    expect(out).toContain('@nutui/icons-react-taro/dist/es/icons/Cart.js')
    expect(out).toContain('@nutui/icons-react-taro/dist/es/icons/Home.js')
    expect(out).toContain('@nutui/icons-react-taro/dist/style_icon.css')
    expect(out).not.toMatch(/["']@nutui\/icons-react-taro["']/)
  })
})

describe('config/shims/router-query.js: query-string’s parse as Taro’s router page handler calls it', () => {
  const shim = require(path.join(root, 'config/shims/router-query.js')) as { parse(q: unknown): Record<string, unknown> }
  // query-string 9 is ESM (its default export is the module): the jest app project transforms it
  const { parse } = (require('query-string') as { default: { parse(q: string, o: { decode: boolean }): Record<string, unknown> } }).default
  const entries = (o: Record<string, unknown>) => Object.entries(o)

  it.each([
    '',
    '?',
    '&',
    '?&&',
    '#a=1',
    'hospitalId=6',
    '?hospitalId=6&goodsId=12&stamp=3',
    ' ?b=2&a=1 ',
    'a=1&a=2&a=3&b',
    'a&a=1&a',
    '=x&a==b&c=&d',
    'q=%E4%BD%A0+%20x&q2=%zz&r=a%26b',
    'z=1&10=ten&2=two&_=u&A=up',
    '__proto__=1&constructor=2&toString=3',
    'x=1&&&y=2&',
    'from=share&from=share&shareId=abc#frag',
  ])('%j', (search) => {
    const mine = shim.parse(search)
    const theirs = parse(search, { decode: false })
    expect(entries(mine)).toEqual(entries(theirs))
    expect(Object.getPrototypeOf(mine)).toBe(Object.getPrototypeOf(theirs))
  })

  it('random queries from a small alphabet give what query-string gives', () => {
    const alphabet = ['a', 'b', '=', '&', '?', '#', '+', '%', '2', ' ', '_']
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648)
    for (let i = 0; i < 3000; i++) {
      const length = next() % 14
      let q = ''
      for (let j = 0; j < length; j++) q += alphabet[next() % alphabet.length]
      expect([q, entries(shim.parse(q))]).toEqual([q, entries(parse(q, { decode: false }))])
    }
  })
})

describe('config/shims/router-navigation-bar.js: the page title as Taro’s NavigationBarHandler sets it without its bar', () => {
  type Handler = { load(): void }
  type Page = { originPathname: string; pageConfig?: { navigationBarTitleText?: string }; isTabBar(p: string): boolean }
  const { eventCenter } = require('@tarojs/runtime') as { eventCenter: { trigger(n: string, ...a: unknown[]): void; off(n: string): void } }

  // the same steps against Taro's own handler (no #taro-navigation-bar in the document, as on our H5) and the stand-in
  const titles = (Ctor: new (page: Page) => Handler): string[] => {
    const seen: string[] = []
    document.title = 'index.html title'
    const page: Page = { originPathname: '/home', pageConfig: undefined, isTabBar: () => false }
    const handler = new Ctor(page)
    const set = (title: unknown) => eventCenter.trigger('__taroH5SetNavigationBarTitle', title)
    set('before load') // no entry for the page yet: written, not remembered
    seen.push(document.title)
    handler.load() // no page config: the document's title (the one just written), now remembered for /home
    seen.push(document.title)
    page.originPathname = '/goodsDetail'
    page.pageConfig = { navigationBarTitleText: '商品详情' }
    handler.load()
    seen.push(document.title)
    set('某商品')
    seen.push(document.title)
    page.originPathname = '/home'
    handler.load() // remembered for /home
    seen.push(document.title)
    page.originPathname = '/goodsDetail'
    handler.load()
    seen.push(document.title)
    set(42) // not a string: the remembered one
    seen.push(document.title)
    eventCenter.off('__taroH5SetNavigationBarTitle')
    return seen
  }

  it('gives the same titles in the same order', () => {
    const taro = require('@tarojs/router/dist/router/navigation-bar.js').default
    const shim = require(path.join(root, 'config/shims/router-navigation-bar.js')).default
    expect(document.getElementById('taro-navigation-bar')).toBeNull()
    const expected = titles(taro)
    expect(expected).toEqual(['before load', 'before load', '商品详情', '某商品', 'before load', '某商品', '某商品'])
    expect(titles(shim)).toEqual(expected)
  })
})
