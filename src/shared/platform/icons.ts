// default for: weapp, alipay — h5 has its own file (icons.h5.ts)
/**
 * NutUI icons render as <i> by default; the mini-program templates Taro generates have no <i>, so icons
 * would render nothing on WeChat and Alipay. Draw them as <view> there (found by scripts/mp-check).
 */
import { configure } from '@nutui/icons-react-taro/dist/es/icons/configure.js'

export function setupIcons() {
  configure({ tag: 'view' })
}
