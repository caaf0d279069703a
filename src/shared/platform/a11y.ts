// default for: weapp, alipay — h5 has its own file (a11y.h5.ts)
/**
 * Accessibility repairs of what Taro renders on H5 (issue 16): nothing to do on the mini-programs, whose
 * templates carry no `alt`/`tabindex` (docs/ELDER-MODE.md).
 */
export function installA11yRepairs(): void {
  /* mini-programs: nothing */
}
