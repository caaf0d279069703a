/** Texts of the pay screens (/offlinePay). */

export const COUNTER_TIP = '请向医院收费窗口出示此付款码，由工作人员扫码收款'
