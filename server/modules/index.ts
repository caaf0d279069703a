/**
 * THE API prefix table: which route plugins serve each prefix of src/domain/wire.ts (URLs unchanged). One
 * row per prefix; a module adds its route plugins to the rows of its prefixes (and only those).
 *
 * Per prefix, routes go in one of three lists:
 *  - `routes`: registered as they are (public routes, and routes that still log in with the
 *    `requireUser` / `loadViewer` preHandlers — every route today);
 *  - `userRoutes`: registered inside the `authenticated` scope (server/lib/auth-scope.ts): a login is
 *    required before anything runs, handlers read `req.user`;
 *  - `visitorRoutes`: inside the `optionalUser` scope: `req.viewer` is the user or null.
 * A module moves a route plugin from `routes` to `userRoutes` when its handlers use `req.user` only.
 */
import type { FastifyInstance } from 'fastify'
import { API_PREFIXES, type ApiPrefix } from '../../src/domain/wire'
import { authenticated, optionalUser } from '../lib/auth-scope'
import { named, type PrefixPluginOptions, type RoutePlugin } from '../lib/route-plugin'
// auth, user, address, person
import { publicAuthRoutes, userAuthRoutes, visitorAuthRoutes } from './auth/routes'
import { publicThirdRoutes, userThirdRoutes, visitorThirdRoutes } from './auth/third.routes'
import { publicAccountRoutes, userAccountRoutes } from './user/routes'
import { publicAddressRoutes, userAddressRoutes } from './address/routes'
import { userPersonRoutes } from './person/routes'
// health records (issue 13)
import { userBodyDataRoutes, userConsultationerRoutes } from './health/routes'
import { userPregnantHealthRoutes, userPregnantRoutes } from './maternity/routes'
import { userRecordRoutes } from './records/routes'
// hospital, page-builder, content
import { hospitalRoutes } from './hospital/routes'
import { protocolRoutes } from './hospital/protocol.routes'
import { userLegalRoutes } from './hospital/legal.routes'
import { staffLegalRoutes } from './hospital/staff.routes'
import { dictRoutes } from './hospital/dict.routes'
import { magicRoutes } from './page-builder/routes'
import { homeRoutes } from './page-builder/home.routes'
import { staffPageRoutes } from './page-builder/staff.routes'
import { contentRoutes } from './content/routes'
import { courseRoutes } from './course'
import { studioRoutes } from './content/studio.routes'
import { studioGroupRoutes, userStudioGroupRoutes } from './content/studio-group.routes'
import { entryHomeRoutes } from './content/entry.routes'
import { staffPeopleRoutes } from './content/staff-people.routes'
// catalog, promotion, coupon
import { goodsRoutes } from './catalog/routes'
import { goodsImageRoutes } from './catalog/images.routes'
import { staffGoodsRoutes } from './catalog/staff.routes'
import { staffContentRoutes } from './content/staff.routes'
import { staffCouponRoutes } from './coupon/staff.routes'
import { staffPointsRoutes } from './coupon/points.staff.routes'
import { staffActivityRoutes } from './promotion/staff.routes'
import { seckillRoutes } from './promotion/seckill.routes'
import { activityRoutes } from './promotion/routes'
import { groupBuyRoutes, userGroupBuyRoutes } from './groupbuy/routes'
import { userPaperMailRoutes } from './paper-mail/routes'
import { couponRoutes, myCouponRoutes } from './coupon/routes'
import { integralRoutes } from './coupon/points.routes'
import { orderCouponRoutes } from './coupon/order-coupons.routes'
// cart, order, offline-order, after-sale, invoice, pay, exam
import { userCartRoutes, visitorCartRoutes } from './cart/routes'
import { userAllChooseRoutes } from './cart/all-choose.routes'
import { publicCartJourneyRoutes, userCartJourneyRoutes } from './cart/journey.routes'
import { invoiceRoutes } from './invoice/routes'
import { publicAfterSaleRoutes, userAfterSaleRoutes } from './after-sale/routes'
import { staffAfterSaleRoutes } from './after-sale'
import { staffOrderRoutes } from './order'
import { staffCheckupRoutes } from './checkup'
import { staffPackageRoutes } from './exam'
import { staffInvoiceRoutes } from './invoice'
import { staffReportRoutes } from './report'
import { publicOrderRoutes, userOrderRoutes, visitorOrderRoutes } from './order/routes'
import { publicOrderVerifyRoutes, userOrderAppointRoutes } from './order/appoint.routes'
import { userOfflineOrderRoutes } from './offline-order/routes'
import { staffOfflineOrderRoutes } from './offline-order'
import { publicPayRoutes, userPayRoutes } from './pay/routes'
import { wechatShippingJob } from './wechat'
import { examRoutes, userExamRoutes } from './exam/routes'
import { checkupRoutes, userCheckupRoutes } from './checkup'
// report
import { userReportRoutes } from './report/routes'
// survey
import { staffSurveyRoutes, surveyRoutes, userSurveyRoutes } from './survey'
// chat (issue 15): the socket and the staff console on /api, the chat bases of types 1-3
import {
  chatImageRoutes,
  chatSocketRoutes,
  publicCustomerServiceRoutes,
  userChronicChatRoutes,
  userCustomerServiceRoutes,
  userChatExtrasRoutes,
  userStudioChatRoutes,
  staffChatRoutes,
} from './chat'
// the AI health assistant (issue 15)
import { userAssistantRoutes } from './assistant'
// tracking (issue 18)
import { commonTrackRoutes, staffFiguresRoutes, trackingRoutes } from './tracking'
// the pay-success configuration (issue 18)
import { paySuccessPageRoutes, staffPaySuccessRoutes, userPaySuccessGiftRoutes } from './pay-success'
// sharing: the JS-SDK signature, QR codes, posters (issue 18)
import { qrCodeRoutes, shareSignRoutes, sharePosterRoutes } from './share'
// special exam orders, prescription pay (issue 18)
import { professionRoutes, specialMedRoutes, userSpecialExamRoutes } from './special-exam'
// the paediatric shop (issue 18)
import { pediatricMarketRoutes, userPediatricOrderRoutes } from './pediatric'
// the remaining goods and config calls (issue 18)
// hospital landings (issues 12, 14)
import { landingRoutes, staffLandingRoutes } from './landing'
// health services of /selectService (issue 12)
import { healthServiceRoutes } from './health-service'
// the hospital staff console (issue 31): every staff route, in the module that owns its data, under /staff
import { staffAccountRoutes, staffArea, staffAuthRoutes, staffQueueRoutes } from './staff'
import { aliasUnder, commonCompatRoutes, goodsCompatRoutes, receiverInfoRoutes, userOrderCompatRoutes, zeusCompatRoutes } from './compat'

export interface PrefixRow {
  routes: RoutePlugin[]
  userRoutes?: RoutePlugin[]
  visitorRoutes?: RoutePlugin[]
}

/** prefix -> route plugins, in registration order (api and health-ws: none yet, the prefix still answers its 404) */
export const PREFIXES: Record<ApiPrefix, PrefixRow> = {
  // hospital (index, protocols), page-builder (magic pages, shop home, search), content (doctors); report (check-up reports)
  // tracking (page visits, shares; the staff aggregate is /staff/figures), the pay-success page configuration
  zeus: {
    routes: [
      hospitalRoutes,
      protocolRoutes,
      magicRoutes,
      homeRoutes,
      contentRoutes,
      courseRoutes,
      entryHomeRoutes,
      paySuccessPageRoutes,
      zeusCompatRoutes,
      landingRoutes,
      healthServiceRoutes,
    ],
    userRoutes: [userReportRoutes, userLegalRoutes],
    visitorRoutes: [trackingRoutes, sharePosterRoutes],
  },
  // chat (the WebSocket /api/im/ws of patients and staff, customer service; the workbench is under /staff/chat); the AI health assistant (/aiChat)
  api: {
    routes: [chatSocketRoutes, chatImageRoutes, publicCustomerServiceRoutes],
    userRoutes: [userCustomerServiceRoutes, userAssistantRoutes],
  },
  // catalog (goods, skus, pools), promotion (flash sales), the remaining goods calls (issue 18)
  'goods-center': {
    routes: [goodsRoutes, seckillRoutes, goodsCompatRoutes, pediatricMarketRoutes, specialMedRoutes, professionRoutes, goodsImageRoutes],
  },
  // auth (SMS, password, third-party logins), user (account), address, person
  'user-center': {
    routes: [publicAuthRoutes, publicThirdRoutes, publicAccountRoutes, publicAddressRoutes, shareSignRoutes],
    userRoutes: [
      userAuthRoutes,
      userThirdRoutes,
      userAccountRoutes,
      userAddressRoutes,
      userPersonRoutes,
      userConsultationerRoutes,
      userPregnantRoutes,
      // SPEC §7 User services "also under /gaia/user/" and their receiver-info names (issue 18)
      receiverInfoRoutes,
      aliasUnder('/gaia/user', [receiverInfoRoutes, userPersonRoutes, userConsultationerRoutes, userPregnantRoutes]),
    ],
    visitorRoutes: [visitorAuthRoutes, visitorThirdRoutes],
  },
  // cart, invoice, after-sale, cart journey, order, offline-order
  'order-center': {
    routes: [publicAfterSaleRoutes, publicCartJourneyRoutes, publicOrderRoutes, publicOrderVerifyRoutes],
    userRoutes: [
      userCartRoutes,
      userCartJourneyRoutes,
      invoiceRoutes,
      userAfterSaleRoutes,
      userOrderRoutes,
      userOrderAppointRoutes,
      userOfflineOrderRoutes,
      userOrderCompatRoutes,
      userAllChooseRoutes,
      userPediatricOrderRoutes,
      userSpecialExamRoutes,
    ],
    visitorRoutes: [visitorCartRoutes, visitorOrderRoutes],
  },
  // coupon (coupons, points, order coupons), promotion (activities, group buys)
  // + the pay-success coupon gift
  'market-center': {
    routes: [couponRoutes, activityRoutes, groupBuyRoutes],
    userRoutes: [myCouponRoutes, integralRoutes, orderCouponRoutes, userPaySuccessGiftRoutes, userGroupBuyRoutes],
  },
  // exam
  intserv: { routes: [examRoutes, checkupRoutes], userRoutes: [userExamRoutes, userCheckupRoutes, userPaperMailRoutes] },
  // content (studios)
  // content (studios, studio groups, chronic-disease lists), chat extras (patient archives, ratings)
  'studio-patient': {
    routes: [studioRoutes, studioGroupRoutes],
    userRoutes: [userStudioChatRoutes, userStudioGroupRoutes, userChatExtrasRoutes],
  },
  // health (body data, issue 13)
  'health-ws': { routes: [], userRoutes: [userBodyDataRoutes, userPregnantHealthRoutes, userRecordRoutes] },
  // hospital (dictionaries), survey (questionnaires)
  // tracking (the common track endpoint), configContract (issue 18)
  common: {
    routes: [dictRoutes, commonCompatRoutes, qrCodeRoutes],
    visitorRoutes: [surveyRoutes, commonTrackRoutes],
    userRoutes: [userSurveyRoutes],
  },
  // hospital (the protocol endpoint, SPEC §7 chronic-disease/protocol/getProtocolByCondition)
  'chronic-disease': { routes: [protocolRoutes], userRoutes: [userChronicChatRoutes] },
  // pay (prepay, notifies, the sandbox cashier)
  // + the WeChat mini-program shipping-information hooks and retry job (modules/wechat)
  'pay-center': { routes: [publicPayRoutes, wechatShippingJob], userRoutes: [userPayRoutes] },
}

/**
 * The staff console's API (issue 31), under STAFF_API_PREFIX (/staff, contract/staff.ts): registered inside
 * `staffArea` (server/modules/staff/scope.ts), whose preHandler checks the session cookie, the route's declared
 * permission (`config.staff`) and the CSRF header; the rate limiter (an earlier hook) has counted the request.
 */
export const STAFF_ROUTES: RoutePlugin[] = [
  staffAuthRoutes,
  staffAccountRoutes,
  staffQueueRoutes,
  staffAfterSaleRoutes,
  staffOfflineOrderRoutes,
  staffFiguresRoutes,
  staffOrderRoutes,
  staffInvoiceRoutes,
  staffReportRoutes,
  staffChatRoutes,
  // the goods and coupon desk (issue 33)
  staffGoodsRoutes,
  staffPackageRoutes,
  staffSurveyRoutes,
  staffCouponRoutes,
  staffPaySuccessRoutes,
  // the content desk (issue 33 item 4): article groups, articles and news, their pictures, videos
  staffContentRoutes,
  staffCheckupRoutes,
  // the home-page editor (issue 33 item 3)
  staffPageRoutes,
  // doctors, departments and studios (issue 33 item 4)
  staffPeopleRoutes,
  // activities, promotions and points (issue 33 item 2)
  staffActivityRoutes,
  staffPointsRoutes,
  // legal texts with versions (issue 33 item 4)
  staffLegalRoutes,
  staffLandingRoutes,
]

/** registers every prefix's route plugins (and its login scopes) under /<prefix>; `table` for tests */
export async function registerApiRoutes(
  app: FastifyInstance,
  opts: { sensitiveRateLimit?: number },
  table: Record<ApiPrefix, PrefixRow> = PREFIXES,
): Promise<void> {
  const sensitive = opts.sensitiveRateLimit ? { rateLimit: { max: opts.sensitiveRateLimit, timeWindow: '1 minute' } } : {}
  const pluginOptions: PrefixPluginOptions = { sensitive }
  for (const prefix of API_PREFIXES) {
    const row = table[prefix]
    await app.register(
      named(async (p) => {
        for (const plugin of row.routes) await p.register(named(plugin), pluginOptions)
        if (row.userRoutes?.length) await p.register(named(authenticated), { plugins: row.userRoutes, pluginOptions })
        if (row.visitorRoutes?.length) await p.register(named(optionalUser), { plugins: row.visitorRoutes, pluginOptions })
      }, `prefix ${prefix}`),
      { prefix: `/${prefix}` },
    )
  }
  await app.register(named(staffArea), { prefix: '/staff', plugins: STAFF_ROUTES, pluginOptions })
}
