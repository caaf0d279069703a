/**
 * The accessibility attributes the mini-program templates pass through (issue 16 item 6; docs/ELDER-MODE.md
 * "Mini-programs"). Taro 4's base templates (@tarojs/shared dist/template.js `createMiniComponents`) only write
 * the attributes listed in the platform's component table (@tarojs/plugin-platform-weapp dist/components
 * `View`, `Image`, `Button`, `Text`), and none lists `aria-*`: a React `aria-label` reaches the node's data
 * (@tarojs/runtime hydrate copies every prop) but no template writes it into WXML/AXML.
 *
 * Shared by the build side (index.cjs: the template) and the run side (runtime.js: the attribute alias table of
 * @tarojs/runtime — both must see the same list, or the short names `p0, p1, …` of the attributes differ).
 *
 * Values are Taro's template expressions: `i.<alias>||<value>`. `aria-role` falls back to the React `role`
 * prop (the H5 name of the same thing), so one `role="button"` in the app serves H5 and both mini-programs.
 */
const ARIA = { 'aria-label': "''", 'aria-role': 'i.role' }

module.exports = {
  View: ARIA,
  Text: ARIA,
  Image: ARIA,
  Button: ARIA,
}
