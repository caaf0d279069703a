/**
 * The route table (SPEC section 2 and 6). One table drives:
 *  - the mini-program page list and subpackages (src/app.config.ts via ./build.ts)
 *  - the H5 clean paths under /hospital (config/index.ts via ./build.ts)
 *  - page titles, login requirements and closed routes at run time (./guard.ts, shared/ui/Page)
 *
 * No Taro import here: the build config and the server read this file too.
 *
 * `page` names a built page: src/pages/<area>/<name>/index.tsx, written '<area>/<name>'.
 * A route without `page` is not built yet: it is closed and shows the closed page with its closeText.
 */

import type { OwnEntry } from './entries'

export interface RouteDef {
  /** the spec's path, without the /hospital base */
  path: string
  /** built page '<area>/<name>'; absent = not built yet (closed) */
  page?: string
  /** page title (activeName) */
  title: string
  /** tab name when the route is a tab of a shell */
  tabBarName?: string
  /** which tab shell the route belongs to */
  shell?: 'main' | 'shop' | 'checkup' | OwnEntry
  keepAlive?: boolean
  /** login required (spelled as in the spec) */
  autority?: boolean
  /** false means open even when autority would apply */
  needToken?: boolean
  /** closed route: shows closeText (default 功能暂未开通) */
  isClosed?: boolean
  closeText?: string
  /** redirect to another route (e.g. / -> /home) */
  redirect?: string
}

export const DEFAULT_CLOSE_TEXT = '功能暂未开通'
/** the cart opens with the buy journey */
export const CART_CLOSE_TEXT = '购物车功能即将开通'
export const QUESTIONNAIRE_CLOSE_TEXT = '测评暂未开放，敬请期待'

const r = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, title, ...extra })
const login = { autority: true }

export const ROUTES: RouteDef[] = [
  // ---- shell and tabs
  r('/', '首页', { redirect: '/home' }),
  r('/home', '首页', { page: 'main/home', shell: 'main', tabBarName: 'home', keepAlive: true }),
  r('/customerService', '客服', { page: 'main/customerService', shell: 'main', tabBarName: 'customerService' }),
  r('/shopCart', '购物车', { page: 'main/shopCart', shell: 'main', tabBarName: 'shopCart', ...login }),
  r('/personCenter', '我的', { page: 'main/personCenter', shell: 'main', tabBarName: 'personCenter' }),
  // issue 11 item 9: the module-page shell without a tab leads to its home, as / leads to /home
  r('/modulePage', '首页', { redirect: '/modulePage/home' }),
  r('/modulePage/home', '首页', { page: 'main/home', shell: 'main', tabBarName: 'home', keepAlive: true }),
  r('/modulePage/customerService', '客服', { page: 'main/customerService', shell: 'main', tabBarName: 'customerService' }),
  r('/modulePage/shopCart', '购物车', { page: 'main/shopCart', shell: 'main', tabBarName: 'shopCart', ...login }),
  r('/modulePage/personCenter', '我的', { page: 'main/personCenter', shell: 'main', tabBarName: 'personCenter' }),
  r('/customPage', '专题页', { page: 'main/home' }),
  r('/hospital/modulePage/home', '首页', { page: 'main/home', shell: 'main', tabBarName: 'home' }),
  r('/hospital/customPage', '专题页', { page: 'main/home' }),
  r('/famousDoctor', '名医推荐', { page: 'shop/famousDoctors' }),
  r('/magicplatform/depIntroduce', '科室介绍', { page: 'doctor/depIntroduce' }),
  r('/magicplatform/news', '资讯', { page: 'shop/newsList' }),
  r('/magicplatform/newsDetail', '资讯详情', { page: 'shop/newsDetail' }),
  r('/magicplatform/bestGoodList', '精选商品', { page: 'shop/bestGoods' }),
  r('/magicplatform/service', '服务', { page: 'landing/landing' }),
  r('/shop', '健康商城', { redirect: '/shop/home' }),
  r('/shop/home', '健康商城', { page: 'main/home', shell: 'shop', tabBarName: 'home', keepAlive: true }),
  r('/shop/shoppingCart', '购物车', { page: 'main/shopCart', shell: 'shop', tabBarName: 'cart', ...login }),
  r('/shop/personalCenter', '我的', { page: 'main/personCenter', shell: 'shop', tabBarName: 'me' }),
  r('/404', '页面不存在', { page: 'main/notFound' }),

  // ---- auth
  r('/transition', '登录中', { page: 'auth/transition' }),
  r('/login', '登录', { page: 'auth/login' }),
  r('/accountLogin', '账号密码登录', { page: 'auth/accountLogin' }),
  r('/register', '注册', { page: 'auth/register' }),
  r('/setPassword', '设置密码', { page: 'auth/setPassword' }),
  r('/njglyy', '登录中', { page: 'auth/njglyy' }),
  r('/bandPhone', '绑定手机号', { page: 'auth/bindPhone', ...login }),

  // ---- pay
  r('/pay/qr', '扫码支付', { page: 'pay/qr', ...login }),
  r('/pay/transition', '支付中', { page: 'pay/transition', ...login }),
  r('/pay/pay-close', '支付未完成', { page: 'pay/payClose', ...login }),
  r('/pay-success', '支付成功', { page: 'pay/paySuccess', ...login }),
  r('/receipt-success', '收货成功', { page: 'pay/receiptSuccess', ...login }),
  r('/h5PayResult', '支付结果', { page: 'pay/h5PayResult', ...login }),
  r('/aliPay', '支付宝支付', { page: 'pay/aliPay', ...login }),
  r('/aliPayResult', '支付结果', { page: 'pay/aliPayResult', ...login }),
  r('/offlineAliPay', '线下支付', { page: 'pay/offlineAliPay', ...login }),
  r('/offlineAliPayResult', '支付结果', { page: 'pay/offlineAliPayResult', ...login }),

  // ---- check-up
  r('/checkup/home', '体检服务', { redirect: '/checkup/home/index' }),
  r('/checkup/home/index', '体检服务', { page: 'checkup/home', shell: 'checkup', tabBarName: 'index' }),
  r('/checkup/home/service', '服务', { page: 'checkup/service', shell: 'checkup', tabBarName: 'service' }),
  r('/checkup/home/mine', '我的', { page: 'checkup/mine', shell: 'checkup', tabBarName: 'mine', ...login }),
  r('/checkup/guanjia', '健康管家', { page: 'landing/landing' }),
  r('/checkup/mine', '我的体检', { page: 'checkup/mine', ...login }),
  r('/checkup/yifu', '医府体检', { page: 'landing/landing' }),
  r('/checkup/yifuneifenmi', '内分泌专项体检', { page: 'landing/landing' }),
  r('/checkup/jiangning', '江宁院区体检', { page: 'landing/landing' }),
  r('/checkup/hospitalDetail', '体检机构', { page: 'landing/landing' }),
  r('/checkup/hospitalServiceProduct', '体检套餐', { page: 'landing/landing' }),
  r('/checkup/cardQuery', '体检卡查询', { page: 'checkup/cardQuery', needToken: false }),
  r('/checkup/ballCheck', '选择加项', { page: 'checkup/ballCheck', ...login }),
  r('/checkup/personal', '个人体检', { page: 'checkup/packageList' }),
  r('/checkup/copersonal', '团体体检', { page: 'checkup/group', ...login }),
  r('/checkup/personalPackageList', '个人套餐', { page: 'checkup/packageList' }),
  r('/checkup/packageList', '体检套餐', { page: 'checkup/packageList' }),
  r('/checkup/packageDetail', '套餐详情', { page: 'checkup/packageDetail' }),
  r('/checkup/medical-user-info', '体检人信息', { page: 'checkup/medicalUserInfo', ...login }),
  r('/checkup/service', '体检服务', { page: 'checkup/service' }),
  r('/checkup/medical-cosmetology', '医学美容', { page: 'landing/landing' }),
  r('/checkup/rePhy', '康复理疗', { page: 'landing/landing' }),
  r('/checkup/special-medical', '特色医疗', { page: 'landing/landing' }),
  r('/checkup/pediatric-services-care', '儿童保健', { page: 'landing/landing' }),
  r('/checkup/pediatric-services-training', '儿童康复训练', { page: 'landing/landing' }),
  r('/checkup/stomatology', '口腔服务', { page: 'landing/landing' }),
  r('/checkup/yantaistomatology', '口腔服务', { page: 'landing/landing' }),
  r('/checkupReport', '体检报告', { page: 'report/link', ...login }),
  r('/checkupNotice', '体检须知', { page: 'checkup/notice' }),
  r('/medical', '团体体检', { page: 'checkup/group', ...login }),
  r('/personList', '体检人', { page: 'account/personList', ...login }),
  r('/defaultPerson', '默认体检人', { page: 'account/defaultPerson', ...login }),
  r('/cardQuery', '体检卡查询', { page: 'checkup/cardQuery', needToken: false }),

  // ---- goods and search (open without login unless noted)
  r('/productionDetail', '商品详情', { page: 'goods/goodsDetail', needToken: false }),
  r('/shareProduction', '商品分享', { page: 'goods/shareGoods', needToken: false }),
  r('/shopList', '商品列表', { page: 'shop/goodsList', needToken: false }),
  r('/goodsSearchDetail', '搜索', { page: 'shop/search', needToken: false }),
  r('/search', '搜索', { page: 'shop/search', needToken: false }),
  r('/hospital/shoppingCart', '购物车', { page: 'main/shopCart', ...login }),
  r('/hospital/selectService', '选择服务', { page: 'landing/selectService' }),
  r('/selectService', '选择服务', { page: 'landing/selectService' }),
  r('/virtualGoods', '会员套餐', { page: 'goods/virtualGoods' }),
  r('/seckill', '限时秒杀', { page: 'goods/seckill', needToken: false }),
  r('/specialSeckill', '秒杀专场', { page: 'goods/seckill', needToken: false }),
  r('/loveNoseDay', '爱鼻日', { page: 'goods/specialActivity', needToken: false }),
  r('/summerDay', '夏日专场', { page: 'goods/specialActivity', needToken: false }),
  r('/specialActivity', '专题活动', { page: 'goods/specialActivity', needToken: false }),
  r('/groupActivity', '拼团', { page: 'goods/groupActivity', needToken: false }),
  r('/groupActivityList', '拼团活动', { page: 'goods/groupActivityList', needToken: false }),
  // the group page of one team (issue 14): after paying (orderId, login) or from a shared link (teamId)
  r('/groupBuy', '拼团详情', { page: 'goods/groupBuy', needToken: false }),
  r('/moneyOffActivity', '满减活动', { page: 'goods/moneyOffActivity', needToken: false }),
  r('/goodsIsEmpty', '商品已下架', { page: 'goods/goodsIsEmpty', needToken: false }),
  r('/shareCoupons', '领取优惠券', { page: 'goods/shareCoupons', ...login }),
  r('/shareCouponsDetail', '优惠券详情', { page: 'goods/shareCouponsDetail' }),
  r('/integralExchange', '积分兑换', { page: 'goods/pointsExchange' }),

  // ---- orders and after-sales
  r('/webOrder', '我的订单', { page: 'order/orderList', ...login }),
  r('/allOrder', '全部订单', { page: 'order/orderList', ...login }),
  r('/offlineOrder', '线下订单', { page: 'order/offlineOrderList', ...login }),
  r('/offlinePay', '线下支付', { page: 'pay/offlinePay', ...login }),
  r('/appointmentList', '我的预约', { page: 'order/appointmentList', ...login }),
  r('/webOrderDetail', '确认订单', { page: 'order/confirmOrder', ...login }),
  r('/serPackageOrderDetail', '确认订单', { page: 'order/confirmPackageOrder', ...login }),
  r('/audit', '待核销', { page: 'order/toVerifyList', ...login }),
  r('/editPickupInfo', '自提信息', { page: 'order/editPickupInfo', ...login }),
  /** order detail of the order lists (our own page: /webOrderDetail and /serPackageOrderDetail are the confirm pages) */
  r('/orderDetail', '订单详情', { page: 'order/orderDetail', ...login }),
  r('/afterSaleApply', '申请售后', { page: 'order/afterSaleApply', ...login }),
  r('/afterSaleDetail', '售后详情', { page: 'order/afterSaleDetail', ...login }),
  r('/patientList', '就诊人', { page: 'account/personList', ...login }),
  r('/patientAdd', '添加就诊人', { page: 'account/personAdd', ...login }),

  // ---- invoices (login)
  r('/bill', '发票', { page: 'invoice/invoiceList', ...login }),
  r('/billAdd', '申请开票', { page: 'invoice/invoiceApply', ...login }),
  r('/headBook', '发票抬头', { page: 'invoice/headerList', ...login }),
  r('/billDetail', '发票详情', { page: 'invoice/invoiceDetail', ...login }),
  r('/billOrderList', '开票订单', { page: 'invoice/invoiceOrders', ...login }),
  r('/headBookAdd', '添加发票抬头', { page: 'invoice/headerEdit', ...login }),
  r('/billVerify', '发票核对', { page: 'invoice/invoiceConfirm', ...login }),

  // ---- account (login)
  r('/webCoupon', '我的优惠券', { page: 'goods/myCoupons', ...login }),
  r('/webReport', '我的报告', { page: 'report/list', ...login }),
  r('/webReportDetail', '报告详情', { page: 'report/detail', ...login }),
  r('/webReportPdfDetail', '报告详情', { page: 'report/pdf', ...login }),
  r('/webAddress', '收货地址', { page: 'account/addressList', ...login }),
  r('/webAddressEdit', '编辑地址', { page: 'account/addressEdit', ...login }),
  r('/webAddressEditLocation', '选择位置', { page: 'account/addressLocation', ...login }),
  r('/setting', '设置', { page: 'account/setting', ...login }),

  // ---- health records (login)
  r('/healthRecord', '健康档案', { page: 'health/healthRecord', ...login }),
  r('/addRecord', '添加档案', { page: 'health/addRecord', ...login }),
  r('/recordList', '档案记录', { page: 'health/recordList', ...login }),
  r('/reportDetail', '报告详情', { page: 'health/reportDetail', ...login }),
  r('/addLabel', '添加标签', { page: 'health/addLabel', ...login }),
  r('/bloodRecord', '血糖记录', { page: 'health/bloodRecord', ...login }),
  r('/pressureRecord', '血压记录', { page: 'health/pressureRecord', ...login }),
  r('/heightRecord', '身高记录', { page: 'health/heightRecord', ...login }),
  r('/weightRecord', '体重记录', { page: 'health/weightRecord', ...login }),

  // ---- content, doctors, chat
  r('/qualifications', '资质证照', { page: 'info/qualifications' }),
  r('/privacyAc', '协议', { page: 'auth/agreement' }),
  r('/mainWiki', '健康百科', { page: 'info/mainWiki' }),
  r('/mainArticle', '健康文章', { page: 'info/mainArticle' }),
  r('/mainAdvisory', '健康咨询', { page: 'info/mainAdvisory' }),
  r('/doctorHome', '医生主页', { page: 'doctor/doctorHome' }),
  r('/hospitalDetail', '医院详情', { page: 'info/hospitalDetail' }),
  r('/hospital-video', '医院视频', { page: 'info/hospitalVideo' }),
  r('/hospital-video-detail', '视频详情', { page: 'info/hospitalVideoDetail' }),
  r('/workRoomDetail', '工作室', { page: 'doctor/workRoomDetail' }),
  r('/groupDoctorHome', '团队主页', { page: 'doctor/groupDoctorHome', ...login }),
  r('/colledg', '健康学院', { page: 'info/colledg' }),
  r('/tutorial', '使用教程', { page: 'info/tutorial' }),
  r('/wiki', '百科', { page: 'info/wiki' }),
  r('/service', '服务', { page: 'landing/landing' }),
  r('/hospital-service', '医院服务', { page: 'landing/landing' }),
  r('/moreColledg', '更多课程', { page: 'info/moreColledg' }),
  r('/emergencyLine', '急救热线', { page: 'info/emergencyLine' }),
  r('/chatRoom', '在线咨询', { page: 'chat/chatRoom', ...login }),
  r('/aiChat', 'AI健康助手', { page: 'assistant/aiChat', ...login }),
  r('/one-plus-answer', '问答', { page: 'survey/answer', ...login }),
  r('/one-plus-result', '问答结果', { page: 'survey/result', ...login }),
  r('/survey', '问卷调查', { page: 'survey/answer', ...login }),
  r('/question-result', '问卷结果', { page: 'survey/result', ...login }),
  r('/chronic/workRoom', '慢病工作室', { page: 'entry/home', shell: 'chronic', tabBarName: 'home' }),
  r('/consult/consult', '问医生', { page: 'entry/home', shell: 'consult', tabBarName: 'home' }),
  r('/studio/doctor', '医生工作室', { page: 'entry/home', shell: 'studioDoctor', tabBarName: 'home' }),
  r('/studio/doctor/digitHome', '数字化工作室', { page: 'entry/home', shell: 'studioDigit', tabBarName: 'home' }),
  r('/studio/patient/workRoom', '工作室', { page: 'entry/home', shell: 'studioBeauty', tabBarName: 'home' }),
  r('/studio/patient/home', '工作室首页', { page: 'entry/home', shell: 'studioBeauty', tabBarName: 'home' }),

  // ---- hospital service pages
  r('/discharge', '出院服务', { page: 'landing/landing' }),
  r('/paperToHome', '病案邮寄', { page: 'order/paperToHome', ...login }),
  r('/dischargeService', '出院服务', { page: 'landing/landing' }),
  r('/rePhy', '康复理疗', { page: 'landing/landing' }),
  r('/pediatric-services', '儿科服务', { page: 'health/pediatricServices', ...login }),
  r('/stomatology', '口腔服务', { page: 'landing/landing' }),
  r('/yifu', '医府', { page: 'landing/landing' }),
  r('/jiangning', '江宁院区', { page: 'landing/landing' }),
  r('/jnmedical-cosmetology', '医学美容', { page: 'landing/landing' }),
  r('/maternal', '母婴服务', { page: 'health/maternal', ...login }),
  r('/maternalList', '母婴服务', { page: 'health/maternalList', ...login }),
  r('/gynaecology', '妇科服务', { page: 'landing/landing' }),
  r('/gynaecologyList', '妇科服务', { page: 'landing/landing' }),

  // ---- questionnaires: closed per the spec
  r('/healthAmt', '健康测评', { isClosed: true, closeText: QUESTIONNAIRE_CLOSE_TEXT }),
  r('/questionnaire', '问卷', { isClosed: true, closeText: QUESTIONNAIRE_CLOSE_TEXT }),
  r('/questionnResult', '测评结果', { isClosed: true, closeText: QUESTIONNAIRE_CLOSE_TEXT }),
]

/** the shared page that shows a closed route */
export const CLOSED_PAGE = 'main/closed'
/** the page that shows an unknown path */
export const NOT_FOUND_PATH = '/404'
