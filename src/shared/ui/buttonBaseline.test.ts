/**
 * Buttons side by side share their top edge (issue 35). On H5 Taro's WeUI button CSS pushed the second of two
 * adjacent buttons 15 px down (`.taro-button-core+.taro-button-core{margin-top:15px}`): every NutUI Button renders
 * through Taro's, so 去支付 sat lower than 取消订单, 同意 lower than 再考虑下. The H5 build takes that rule out of the
 * CSS (config/loaders/taro-patches.js); this runs the loader on the installed file. The journey e2e/polish.spec.ts
 * measures the buttons' top edges in the built app.
 */
import fs from 'node:fs'
import path from 'node:path'

const taroPatches: ((this: { resourcePath: string }, source: string) => string) & {
  PATCHED_FILES: RegExp[]
} = require('../../../config/loaders/taro-patches.js')

const CSS = path.resolve(__dirname, '..', '..', '..', 'node_modules', '@tarojs', 'components-react', 'dist', 'index.css')
const RULE = '.taro-button-core+.taro-button-core{margin-top:15px}'

describe("Taro's H5 button CSS (issue 35)", () => {
  test('the installed CSS has the rule, and the build loads the loader for that file', () => {
    expect(fs.readFileSync(CSS, 'utf8')).toContain(RULE)
    expect(taroPatches.PATCHED_FILES.some((re) => re.test(CSS))).toBe(true)
    expect(taroPatches.PATCHED_FILES.some((re) => re.test(path.join('x', '@tarojs', 'components-react', 'dist', 'index.js')))).toBe(false)
  })

  test('the loader takes out the margin between adjacent buttons and nothing else', () => {
    const source = fs.readFileSync(CSS, 'utf8')
    const out = taroPatches.call({ resourcePath: CSS }, source)
    expect(out).not.toContain('.taro-button-core+.taro-button-core')
    expect(out.length).toBe(source.length - RULE.length)
    expect(out).toContain('.taro-button-core{')
  })

  test('a Taro upgrade that changes the rule fails the build instead of passing silently', () => {
    const changed = fs.readFileSync(CSS, 'utf8').replace(RULE, '.taro-button-core+.taro-button-core{margin-top:16px}')
    expect(() => taroPatches.call({ resourcePath: CSS }, changed)).toThrow(/config\/loaders\/taro-patches\.js/)
  })
})
