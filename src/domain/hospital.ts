/** The hospital the app and the server fall back to (SPEC §1, §9: hospitalId 6 when none is given or remembered). */
export const DEFAULT_HOSPITAL_ID = 6

/** what a shop's name adds to its hospital's: '金陵市第一人民医院健康商城' is the shop of 金陵市第一人民医院 */
const SHOP_SUFFIX = /\s*(?:健康商城|健康服务商城|商城)$/

/**
 * The hospital (the institution) of a shop: its name without the shop's suffix. Doctors, departments and studios
 * work at the hospital, not in its online shop (issue 35: 王建国 was shown at "金陵市第一人民医院健康商城"). A name
 * that is only the suffix is kept as it is.
 */
export function institutionName(shopName: string): string {
  const name = shopName.trim()
  const stripped = name.replace(SHOP_SUFFIX, '')
  return stripped || name
}
