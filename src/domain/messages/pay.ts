/**
 * Messages of payments: results and the return address (SPEC §4).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- pay results
/** OWN: pay results */
export const PAY_SUCCESS = '支付成功'
export const PAY_CLOSED = '支付已取消'
export const PAY_FAIL = '支付失败'
/** OWN: a payment's return address that is not one of the shop's pages (src/domain/orders checkPayReturnUrl) */
export const PAY_RETURN_URL_INVALID = '支付返回地址无效'
