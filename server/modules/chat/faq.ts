/**
 * The customer-service bot's answers (issue 15 item 4): short answers about this shop's own services, each with the
 * app page that has more. Matched by src/domain/chat matchFaq. Kept with the module; the hospital edits it.
 */
import type { FaqEntry } from '../../../src/domain/chat'

export const SERVICE_FAQ: readonly FaqEntry[] = [
  {
    id: 'checkup-book',
    question: '如何预约体检？',
    keywords: ['体检', '预约', '套餐'],
    answer: '在“体检服务”中选择体检套餐并下单，支付后在“我的预约”里选择体检日期即可。体检前一天晚上十点后请禁食。',
    link: '/checkup/home/index',
  },
  {
    id: 'report',
    question: '体检报告在哪里看？',
    keywords: ['报告', '体检报告', '结果', '出报告'],
    answer: '体检报告一般在体检后3-7个工作日出具，出具后可在“我的-体检报告”中查看和下载PDF。',
    link: '/webReport',
  },
  {
    id: 'refund',
    question: '怎么申请退款？',
    keywords: ['退款', '退货', '售后', '取消'],
    answer: '未使用的订单可在订单详情中申请售后退款，审核通过后原路退回，一般1-7个工作日到账。',
    link: '/webOrder',
  },
  {
    id: 'invoice',
    question: '如何开发票？',
    keywords: ['发票', '开票', '报销'],
    answer: '订单完成后可在“我的-发票”中申请开具电子发票，开具后会发送到您填写的邮箱。',
    link: '/bill',
  },
  {
    id: 'doctor',
    question: '怎么在线咨询医生？',
    keywords: ['医生', '咨询', '问诊', '挂号'],
    answer: '在医生主页点击“在线咨询”即可与医生沟通。在线咨询不能替代面诊；如有胸痛、呼吸困难等紧急情况，请立即拨打120。',
    link: '/famousDoctor',
  },
  {
    id: 'delivery',
    question: '商品多久发货？',
    keywords: ['发货', '快递', '物流', '配送'],
    answer: '实物商品一般在付款后48小时内发货，可在订单详情中查看物流信息。',
    link: '/webOrder',
  },
]
