/**
 * Run side of scripts/taro-aria (see components.cjs): the same attributes in @tarojs/runtime's component table, so
 * that the runtime's attribute aliases match the template's. Added to the platform's runtime modules by index.cjs.
 */
import { mergeInternalComponents } from '@tarojs/shared'
import components from './components.cjs'

mergeInternalComponents(JSON.parse(JSON.stringify(components)))
