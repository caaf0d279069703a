/**
 * webpack loader, H5 only (config/index.ts): small patches of Taro's H5 code, for the main thread's long tasks
 * (Lighthouse's Total Blocking Time) and for the bytes of the first load (issue 16), and one of its component CSS (the
 * buttons' baseline, issue 35). Each one fails the build when
 * Taro's code no longer has the expected text, or when a file a patch replaces by a stand-in (`replaced`, checked by
 * its sha256) changed (an upgrade: look again, and drop the patch if Taro fixed it).
 */
const crypto = require('crypto')
const fs = require('fs')
const path = require('path')

const shim = (name) => JSON.stringify(path.resolve(__dirname, '..', 'shims', name))

const PATCHES = [
  {
    // Taro's AppWrapper mounts a page with `this.forceUpdate(cb)`, a default-lane update that React 18 renders in one
    // task (the whole page tree: 100+ ms at 4x CPU). As a transition React renders it in 5 ms slices, yielding to the
    // browser between them; the committed page is the same.
    file: /[\\/]@tarojs[\\/]plugin-framework-react[\\/]dist[\\/]runtime\.js$/,
    from: `            this.pages.push(page);
            this.forceUpdate((...args) => {
                perf.stop(PAGE_INIT);
                return cb(...args);
            });`,
    to: `            this.pages.push(page);
            const update = () => this.forceUpdate((...args) => {
                perf.stop(PAGE_INIT);
                return cb(...args);
            });
            // config/loaders/taro-patches.js: the page's first render in slices
            if (react.startTransition) react.startTransition(update);
            else update();`,
  },
  {
    // Taro's H5 Image reads img.width / img.height in every load event for `e.detail` (a forced style and layout of
    // the page per image: ~75 ms at 4x CPU on the home). Only an onLoad handler sees that detail: without one, skip it.
    file: /[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]image[\\/]index\.js$/,
    from: `    const {
      onLoad
    } = props;
    Object.defineProperty(e, 'detail', {`,
    to: `    const {
      onLoad
    } = props;
    if (!onLoad) return; // config/loaders/taro-patches.js: no forced layout per image load
    Object.defineProperty(e, 'detail', {`,
  },
  {
    // The router's H5 navigation bar (#taro-navigation-bar: three inline SVGs, its CSS, the home/back buttons) is hidden
    // on every page (no page's navigationStyle is 'default') and the app draws its own: not created (bytes, issue 16).
    file: /[\\/]@tarojs[\\/]router[\\/]dist[\\/]index\.js$/,
    from: `import { initNavigationBar } from './navigationBar.js';`,
    to: `const initNavigationBar = () => {}; // config/loaders/taro-patches.js: no Taro navigation bar on H5`,
    replaced: [{ file: 'navigationBar.js', sha256: '7e336c9eb2c05e33504924a04df6e445edcbd03c121be70cb91a30994596e4f1' }],
  },
  {
    // Without that bar the page handler's NavigationBarHandler only sets the page title: config/shims/router-navigation-bar.js
    file: /[\\/]@tarojs[\\/]router[\\/]dist[\\/]router[\\/]page\.js$/,
    from: `import NavigationBarHandler from './navigation-bar.js';`,
    to: `import NavigationBarHandler from ${shim('router-navigation-bar.js')};`,
    replaced: [{ file: 'navigation-bar.js', sha256: 'a8ce51c77088686c6fda4997c1ac7a65bbcd745bd1647f2916e30a4bb92bf919' }],
  },
  {
    // page.js calls only `queryString.parse(search, { decode: false })`: config/shims/router-query.js instead of
    // query-string and its three packages (~3 KB gzip in the first load)
    file: /[\\/]@tarojs[\\/]router[\\/]dist[\\/]router[\\/]page\.js$/,
    from: `import queryString from 'query-string';`,
    to: `import queryString from ${shim('router-query.js')};`,
    // the one use of queryString in page.js (the build fails if there is another)
    only: { name: 'queryString.', use: 'queryString.parse(search, { decode: false })' },
  },
  {
    // Taro's WeUI button CSS spaces stacked buttons with `.taro-button-core + .taro-button-core { margin-top: 15px }`.
    // Every NutUI Button renders through Taro's, so the second of two buttons side by side sat up to 15 px lower than
    // the first (issue 35: 取消订单 / 去支付, 再考虑下 / 同意, 选择加项 / 立即预约), and a page's own margin on a
    // second button lost to it. The mini-programs have no such rule: the spacing between buttons is each layout's own.
    file: /[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/,
    from: `.taro-button-core+.taro-button-core{margin-top:15px}`,
    to: ``,
  },
]

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

module.exports = function taroPatches(source) {
  const file = this.resourcePath
  for (const p of PATCHES) {
    if (!p.file.test(file)) continue
    const changed = !source.includes(p.from) || (p.only && (source.split(p.only.name).length !== 2 || !source.includes(p.only.use)))
    if (changed) throw new Error(`config/loaders/taro-patches.js: the patched code of ${file} changed`)
    for (const r of p.replaced || []) {
      const other = path.join(path.dirname(file), r.file)
      if (sha256(other) !== r.sha256) throw new Error(`config/loaders/taro-patches.js: ${other}, replaced by a stand-in, changed`)
    }
    source = source.replace(p.from, p.to)
  }
  return source
}

/** one rule per file (a file with two patches must get the loader once) */
module.exports.PATCHED_FILES = [...new Map(PATCHES.map((p) => [p.file.source, p.file])).values()]
