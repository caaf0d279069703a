/**
 * Accessibility attributes for Taro components whose typings do not list them (Text): spread
 * `{...ariaProps('tab', { 'aria-selected': true })}`. H5 renders them on the element; the mini-program
 * templates of Taro 4 drop them (docs/ELDER-MODE.md).
 */
export function ariaProps(role: string, extra: Record<string, string | boolean | undefined> = {}): object {
  return { role, ...extra }
}
