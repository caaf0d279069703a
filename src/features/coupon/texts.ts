/** Texts of the points exchange (/integralExchange). */

/** OWN: exchange texts */
export const EXCHANGE_SUCCESS = '兑换成功'
export const exchangeConfirmText = (points: number, name: string) => `确定使用${points}积分兑换「${name}」吗？`
