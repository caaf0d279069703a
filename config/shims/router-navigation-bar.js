/**
 * H5 stand-in for @tarojs/router's NavigationBarHandler (dist/router/navigation-bar.js, Taro 4.2.1). Taro draws its own
 * navigation bar on H5 (#taro-navigation-bar, with three inline SVGs and its CSS: about 3 KB gzip in the first load),
 * hidden unless a page's navigationStyle is 'default'; no page sets it, and the app draws its own bar. Without the bar
 * (config/loaders/taro-patches.js turns initNavigationBar into nothing) the handler's only effect is the page title,
 * kept here as Taro writes it: the title set by setNavigationBarTitle for the page, else the page config's
 * navigationBarTitleText, else the document's title; remembered per page once the page has loaded.
 */
/* global document -- the H5 build runs this in the browser */
import { eventCenter } from '@tarojs/runtime'

export default class NavigationBarHandler {
  constructor(pageContext) {
    this.cache = {}
    this.pageContext = pageContext
    eventCenter.on('__taroH5SetNavigationBarTitle', (title) => this.setTitle(title))
  }

  load() {
    const page = this.pageContext.originPathname
    if (typeof this.cache[page] !== 'object') this.cache[page] = {}
    this.setTitle()
  }

  setTitle(title) {
    const entry = this.cache[this.pageContext.originPathname]
    let text
    if (typeof title === 'string') {
      text = title
      if (entry) entry.title = text
    } else if (entry && typeof entry.title === 'string') {
      text = entry.title
    } else {
      const config = this.pageContext.pageConfig
      const own = config ? config.navigationBarTitleText : undefined
      text = own !== undefined && own !== null ? own : document.title
      if (entry) entry.title = text
    }
    document.title = text
  }
}
