/**
 * Messages of the receiver addresses (SPEC §7 Address): what the server answers besides the form rule's own
 * texts (src/domain/address: name, phone, region, detail). All OWN (the spec describes address forms without
 * texts), in the tone of the spec's own. One catalogue: the address form and the server use these.
 */

/** at most this many addresses per user */
export const MAX_ADDRESSES = 20

/** the region is given but is not in the area tree (a city of another province, an unknown district) */
export const ADDRESS_REGION_INVALID = '所在地区不正确'
/** the region is missing (the address form's own text too) */
export const REGION_REQUIRED = '请选择所在地区'
export const ADDRESS_REGION_REQUIRED = REGION_REQUIRED
export const ADDRESS_TOO_MANY = `收货地址最多保存${MAX_ADDRESSES}个`
/** unknown id, or another user's address */
export const ADDRESS_NOT_FOUND = '收货地址不存在'
/** GET recevAddress/area with an unknown code */
export const AREA_NOT_FOUND = '地区不存在'
