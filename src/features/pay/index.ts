/**
 * The pay feature's public face: paying (channels, prepay, the platform adapter, paying again, the server's word on a
 * payment) and its calls. The screens that show the order after paying are the order feature's (order/payment).
 */
export { COUNTER_TIP } from './texts'
export { default as PayChannelPicker } from './components/PayChannelPicker'
export { goToResult, loadPayChannels, payAgain, payReturnUrl, runPay, settlePayResult } from './payFlow'
export type { ChannelOption } from './payFlow'
export { offlinePayCode } from './offlineApi'
export { orderQuery, payMethod, toPay } from './api'
