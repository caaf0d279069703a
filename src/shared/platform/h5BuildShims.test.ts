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
