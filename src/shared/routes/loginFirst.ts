// default for: weapp, alipay — h5 has its own file (loginFirst.h5.ts)
/**
 * H5 only: a visitor who opens a page that needs login goes to /login before the router starts (loginFirst.h5.ts).
 * Mini-programs: the Page shell's guard does it, as on H5 in every other case.
 */
export function loginFirst(): string | null {
  return null
}
