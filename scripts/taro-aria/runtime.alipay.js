/**
 * Run side of scripts/taro-aria on alipay (see components.cjs): the same attributes in @tarojs/runtime's component
 * table, so that the runtime's attribute aliases match the template's. index.cjs adds the platform's file to the
 * runtime modules.
 */
import { mergeInternalComponents } from '@tarojs/shared'
import { ariaComponents } from './components.cjs'

mergeInternalComponents(ariaComponents('alipay'))
