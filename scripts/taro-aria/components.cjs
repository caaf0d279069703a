/**
 * The accessibility attributes the mini-program templates pass through (issue 16 item 6; docs/ELDER-MODE.md
 * "Mini-programs"). Taro 4's base templates (@tarojs/shared dist/template.js `createMiniComponents`) only write
 * the attributes listed in the platform's component table (@tarojs/plugin-platform-weapp dist/components
 * `View`, `Image`, `Button`, `Text`), and none lists `aria-*`: a React `aria-label` reaches the node's data
 * (@tarojs/runtime hydrate copies every prop) but no template writes it into WXML/AXML.
 *
 * Shared by the build side (index.cjs: the template) and the run side (runtime.<platform>.js: the attribute alias table of
 * @tarojs/runtime — both must see the same list, or the short names `p0, p1, …` of the attributes differ).
 *
 * The two platforms name the role differently:
 * - WeChat (无障碍访问, base library ≥ 2.7.1): `aria-role` and `aria-label` on any base component. Values are
 *   Taro's template expressions `i.<alias>||<value>`: `aria-role` falls back to the React `role` prop (the H5
 *   name of the same thing), so one `role="button"` in the app serves H5 and both mini-programs.
 * - Alipay (无障碍访问 aria-component, base library ≥ 1.18.0): `role` and `aria-label`, on view, text, icon,
 *   button, label, checkbox, switch, image and radio; an `aria-role` there is an unknown attribute. The React
 *   `role` prop is the attribute itself.
 */
const WEAPP = { 'aria-label': "''", 'aria-role': 'i.role' }
const ALIPAY = { 'aria-label': "''", role: "''" }

/** the component table patch of one platform (`weapp`, `alipay`; any other takes WeChat's names) */
function ariaComponents(platform) {
  const attrs = platform === 'alipay' ? ALIPAY : WEAPP
  return { View: { ...attrs }, Text: { ...attrs }, Image: { ...attrs }, Button: { ...attrs } }
}

module.exports = { ariaComponents }
