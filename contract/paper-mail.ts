/**
 * API contract of paper case-file mailing (/paperToHome, issue 14 item 5): the patient's hospital stays, a mailing
 * request (stay, copies, receiver address from the address book) paid by one order through the normal checkout
 * (pay-center toPay), and the requests with their orders. Not in SPEC §7: served under /intserv/paperMail/.
 * Rules: src/domain/groupBuy.ts paperMailError.
 */
import { PAPER_MAIL_MAX_COPIES } from '../src/domain/messages/groupbuy'
import { Count, Id, Money, StrictObject, Type, type Static } from './lib'
import { OrderStatusCode } from './pay'

export const HospitalStay = StrictObject({
  id: Id(),
  inpatientNo: Type.String(),
  department: Type.String(),
  /** YYYY-MM-DD */
  admittedOn: Type.String(),
  dischargedOn: Type.String(),
})
export type HospitalStay = Static<typeof HospitalStay>

/** GET /intserv/paperMail/stays (login): my stays at this hospital, latest first; the postage per copy */
export const PaperStaysRes = StrictObject({ stays: Type.Array(HospitalStay), pricePerCopy: Money(), maxCopies: Count() })
export type PaperStaysRes = Static<typeof PaperStaysRes>

/** POST /intserv/paperMail/commit (login) — reply: contract/order CommitPayRes (pay it with pay-center toPay) */
export const PaperMailReq = StrictObject({
  stayId: Id(),
  copies: Type.Integer({ minimum: 1, maximum: PAPER_MAIL_MAX_COPIES }),
  addressId: Id(),
  requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type PaperMailReq = Static<typeof PaperMailReq>

export const PaperMail = StrictObject({
  id: Id(),
  stay: HospitalStay,
  copies: Count(),
  orderId: Id(),
  orderNo: Type.String(),
  orderStatus: OrderStatusCode,
  actualPrice: Money(),
  recvName: Type.String(),
  /** masked */
  recvPhone: Type.String(),
  recvAddress: Type.String(),
  createTime: Type.String(),
})
export type PaperMail = Static<typeof PaperMail>
/** GET /intserv/paperMail/list (login): my requests, latest first */
export const PaperMailListRes = Type.Array(PaperMail)
/** GET /intserv/paperMail/detail?id= (login; another user's: 404) */
export const PaperMailQuery = StrictObject({ id: Id() })
