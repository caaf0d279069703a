/** Group buying (拼团): the messages of src/domain/groupBuy.ts, the group-buy module and the group page. */
export const TEAM_FULL = '该团已满员，请参加其他团或自己开团'
export const TEAM_ENDED = '该团已结束，请参加其他团或自己开团'
export const TEAM_ALREADY_MEMBER = '你已在该团中，无需重复参团'
export const TEAM_NOT_OPEN = '该团尚未开团成功，请稍后再试'
export const TEAM_GOODS_MISMATCH = '该团不是这件商品的拼团'
export const TEAM_ONE_UNIT = '拼团商品每单限购1件'
export const TEAM_ACTIVITY_NOT_RUNNING = '拼团活动未开始或已结束'
export const TEAM_EXPIRED_REFUND_REASON = '拼团未成团，自动退款'
export const TEAM_ORDER_NOT_FOUND = '该订单不是拼团订单'
export const TEAM_STATUS_TEXT: Record<number, string> = {
  0: '待开团',
  1: '拼团中',
  2: '拼团成功',
  3: '拼团失败，已退款',
  4: '已取消',
}
export const teamLackText = (lack: number): string => (lack > 0 ? `还差${lack}人成团` : '已满员')
export const TEAM_JOIN = '去参团'
export const TEAM_OPEN_LIST_TITLE = '正在拼团，可直接参与'
export const TEAM_INVITE = '邀请好友参团'
export const TEAM_VIEW = '查看拼团详情'
export const TEAM_PAY = '支付并参团'
export const TEAM_START_PAY = '支付并开团'
export const TEAM_ADDRESS_NEEDED = '请先添加收货地址'
export const TEAM_ADD_ADDRESS = '新增收货地址'
export const TEAM_PAGE_EMPTY = '拼团不存在或已失效'
export const TEAM_SUCCESS_TIP = '拼团成功，商家将尽快为你发货/安排服务'
export const TEAM_FAILED_TIP = '拼团未成功，款项已原路退回'
export const TEAM_PENDING_TIP = '支付完成后即开团，请尽快支付'
export const teamLeftTip = (lack: number): string => `还差${lack}人，快邀请好友参团吧`
export const TEAM_SHARE_COPIED = '拼团链接已复制，发给好友即可参团'

// paper case-file mailing (/paperToHome)
export const PAPER_MAIL_MAX_COPIES = 5
export const PAPER_STAY_NOT_FOUND = '住院记录不存在'
export const PAPER_MAIL_NOT_FOUND = '邮寄申请不存在'
export const PAPER_MAIL_UNAVAILABLE = '本院暂未开通病案邮寄'
export const PAPER_STAY_NOT_DISCHARGED = '出院后才能申请病案邮寄'
export const paperCopiesMessage = (max: number): string => `复印份数为1-${max}份`
export const PAPER_NO_STAYS = '暂无住院记录'
export const PAPER_CHOOSE_STAY = '选择住院记录'
export const PAPER_COPIES = '复印份数'
export const PAPER_ADDRESS = '收件地址'
export const PAPER_SUBMIT = '支付邮寄费'
export const PAPER_MY_REQUESTS = '我的邮寄申请'
export const PAPER_NOTICE = '病案复印件由医院病案室盖章后邮寄，支付后3个工作日内寄出；涉及个人隐私，仅限本人申请。'
