/** config/shims/kebabcase.js (the H5 alias of lodash.kebabcase that NutUI's ConfigProvider uses) names every theme key as lodash does */
import { themeOf } from './theme'
/* eslint-disable @typescript-eslint/no-require-imports -- both are CommonJS modules without types */
const lodashKebab = require('lodash.kebabcase') as (s: string) => string
const shim = require('../../../../config/shims/kebabcase.js') as (s: string) => string
/* eslint-enable @typescript-eslint/no-require-imports -- end of the two requires */

describe('kebabcase shim', () => {
  const keys = [
    ...Object.keys(themeOf({ primaryColor: '#123456', primaryColorEnd: '#654321' }, true)),
    'nutuiColorPrimaryStop1',
    'nutuiSearchbarInputHeight',
    'nutuiTabbarItemTextFontSize',
    'HTMLParser',
    'fooBar2Baz',
    'already-kebab',
    'with_snake_case',
    'ABC',
    'a1b2',
    '',
  ]
  it.each(keys)('%p as lodash', (k) => expect(shim(k)).toBe(lodashKebab(k)))
})
