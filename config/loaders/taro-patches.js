/**
 * webpack loader, H5 only (config/index.ts): two small patches of Taro's H5 code for the main thread's long tasks
 * (Lighthouse's Total Blocking Time, issue 16). Each one fails the build when Taro's code no longer has the expected
 * text (an upgrade: look again, and drop the patch if Taro fixed it).
 */
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
]

module.exports = function taroPatches(source) {
  const file = this.resourcePath
  for (const p of PATCHES) {
    if (!p.file.test(file)) continue
    if (!source.includes(p.from)) throw new Error(`config/loaders/taro-patches.js: the patched code of ${file} changed`)
    source = source.replace(p.from, p.to)
  }
  return source
}

module.exports.PATCHED_FILES = PATCHES.map((p) => p.file)
