/**
 * /tutorial: how to use the app, step by step (kept in the app so it opens without the network). Each step names
 * the page it is about; the screen links there.
 */
export interface TutorialStep {
  title: string
  text: string
  /** a route of the app (src/shared/routes/table.ts) */
  link: string
  linkText: string
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: '登录与就诊人',
    text: '使用手机号验证码登录。首次预约体检或在线咨询前，请在“我的”中添加就诊人（本人或家属），身份证号仅用于核验身份，页面中会隐藏部分号码。',
    link: '/personList',
    linkText: '管理就诊人',
  },
  {
    title: '选购与下单',
    text: '在首页或商城中选择体检套餐、健康服务，选好规格后加入购物车或立即购买；提交订单后在 30 分钟内完成支付，超时订单会自动取消。',
    link: '/shop',
    linkText: '去商城看看',
  },
  {
    title: '预约体检',
    text: '支付成功后在“我的订单”中点击“去预约”，选择体检日期与时段。体检前一天晚餐后禁食，当天携带身份证按时到检。',
    link: '/webOrder',
    linkText: '查看我的订单',
  },
  {
    title: '查看报告',
    text: '体检报告出具后会通知您，可在“我的报告”中查看指标解读与趋势，并下载 PDF 报告。报告解读仅供参考，异常指标请咨询医生。',
    link: '/webReport',
    linkText: '查看我的报告',
  },
  {
    title: '在线咨询与评价',
    text: '在医生主页点击“在线咨询”即可与医生文字、图片交流；问诊结束后可以对医生的服务进行评价。在线咨询不能替代面诊。',
    link: '/famousDoctor',
    linkText: '找医生咨询',
  },
  {
    title: '紧急情况',
    text: '如出现胸痛、呼吸困难、意识不清、大出血等紧急情况，请立即拨打 120 或前往最近的急诊，不要在线等待回复。',
    link: '/emergencyLine',
    linkText: '急救电话与指引',
  },
]
