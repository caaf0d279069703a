/**
 * API contract of the account data (SPEC §3 Order address, Service person; §5 service-person form; §7 User
 * services, Address): receiver addresses and the area tree, service persons (= the exam persons of
 * /intserv/pe). Exams, invoices and after-sales have their own files (contract/exam.ts, invoice.ts,
 * after-sale.ts).
 *
 * Conventions: every reply is the envelope of ./api.ts, the schemas below are its `data`. 400 bad input (msg is
 * the Chinese text to show), 401 未登录, 404 not found OR not the caller's (another user's address / person is
 * never returned nor changed). defaultUse everywhere: 0 = the default one, 1 = not default; at most one
 * default. Privacy: phone numbers and ID numbers are MASKED in lists (138****5678, 110***********002X); the full
 * values go only to their owner from servicePerson/queryDetail (and pe/queryPePerson?id=). Saving a person with
 * a new or changed ID number requires `consent: true`.
 */
import { Count, DateTimeString, Enum, Id, Int4, StrictObject, Type, type Static } from './lib'

const DefaultUse = () => Enum([0, 1] as const, { description: '0 default, 1 not default' })

// ============================================================ addresses

/**
 * SPEC §3 "Order address": the snapshot an order keeps (and the address given inline when ordering, or imported
 * from WeChat / Alipay). ONE address type with two faces: the stored address of the address book is
 * {@link RecvAddress}; the snapshot is written once, with the order contract's request limits (contract/order.ts).
 */
export { OrderAddress } from './order'

/** SPEC §3 "Order address" as stored: one receiver address of the caller */
export const RecvAddress = StrictObject({
  id: Id(),
  recvName: Type.String(),
  /** the full number (the owner's own address book; mask with src/domain maskPhone for display) */
  contactNumber: Type.String(),
  recvProvince: Type.String(),
  recvCity: Type.String(),
  /** '' when the city has no districts in the area tree */
  recvArea: Type.String(),
  recvAddress: Type.String(),
  pickUpMarkInfo: Type.String(),
  defaultUse: DefaultUse(),
  /** area codes of the chosen region (GB/T 2260; '' when unknown) */
  provinceCode: Type.String(),
  cityCode: Type.String(),
  areaCode: Type.String(),
  updateTime: DateTimeString(),
})
export type RecvAddress = Static<typeof RecvAddress>

/** GET /user-center/recevAddress/queryList — the caller's addresses, the default first (max 20) */
export const RecvAddressListRes = Type.Array(RecvAddress)
export type RecvAddressListRes = Static<typeof RecvAddressListRes>

/**
 * POST /user-center/recevAddress/saveOrUpdate — with id updates (404 if not the caller's), without creates.
 * Validation (src/domain/address, messages in src/domain/messages/address): name, phone, region (it must exist
 * in the area tree), detail. defaultUse 0 makes it the only default; the first address becomes the default.
 */
export const SaveRecvAddressReq = StrictObject({
  id: Type.Optional(Id()),
  recvName: Type.Optional(Type.String({ maxLength: 50 })),
  contactNumber: Type.Optional(Type.String({ maxLength: 20 })),
  recvProvince: Type.Optional(Type.String({ maxLength: 50 })),
  recvCity: Type.Optional(Type.String({ maxLength: 50 })),
  recvArea: Type.Optional(Type.String({ maxLength: 50 })),
  recvAddress: Type.Optional(Type.String({ maxLength: 200 })),
  pickUpMarkInfo: Type.Optional(Type.String({ maxLength: 200 })),
  defaultUse: Type.Optional(DefaultUse()),
})
export type SaveRecvAddressReq = Static<typeof SaveRecvAddressReq>
export type SaveRecvAddressRes = RecvAddress

/** a JSON body {id}: DELETE /user-center/recevAddress/delete, POST|DELETE /user-center/servicePerson/delete */
export const DeleteByIdReq = StrictObject({ id: Id() })
export type DeleteByIdReq = Static<typeof DeleteByIdReq>
export const DeleteRes = StrictObject({ deleted: Count({ description: 'number of rows deleted' }) })
export type DeleteRes = Static<typeof DeleteRes>

/** GET /user-center/recevAddress/area?code= — children of a code (no code / '0' = the provinces); 404 unknown code */
export const AreaQuery = StrictObject({ code: Type.Optional(Type.String({ pattern: '^\\d{1,12}$' })) })
export type AreaQuery = Static<typeof AreaQuery>
/** an area (GB/T 2260 code: 2 digits province, 4 city, 6 district) */
export const AreaNode = StrictObject({
  code: Type.String(),
  name: Type.String(),
  /** 1 province, 2 city, 3 district */
  level: Enum([1, 2, 3] as const),
  parentCode: Type.String(),
  hasChildren: Type.Boolean(),
})
export type AreaNode = Static<typeof AreaNode>
export const AreaRes = Type.Array(AreaNode)
export type AreaRes = Static<typeof AreaRes>

/** the area tree: province → city → district (a node without children has no `children`) */
const AreaDistrict = StrictObject({ code: Type.String(), name: Type.String() })
const AreaCity = StrictObject({ code: Type.String(), name: Type.String(), children: Type.Optional(Type.Array(AreaDistrict)) })
export const AreaTreeNode = StrictObject({ code: Type.String(), name: Type.String(), children: Type.Optional(Type.Array(AreaCity)) })
export type AreaTreeNode = Static<typeof AreaTreeNode>
/** GET /user-center/recevAddress/areaTree — the whole tree (34 provinces, their cities, their districts) */
export const AreaTreeRes = Type.Array(AreaTreeNode)
export type AreaTreeRes = Static<typeof AreaTreeRes>

// ============================================================ service persons (user-center) = exam persons (intserv)

/** SPEC §3 "Service person" */
export const ServicePerson = StrictObject({
  id: Id(),
  /** max 20, Chinese/letters/digits */
  name: Type.String(),
  /** 1 male, 0 female (from the ID number when it has 18 characters) */
  sex: Enum([0, 1] as const),
  /** 男 / 女 */
  sexStr: Type.String(),
  /** MASKED (110***********002X) in lists; full only in queryDetail */
  idNumber: Type.String(),
  /** from the ID number when it has 18 characters (current age), else as entered */
  age: Int4(),
  /** MASKED (138****5678) in lists; full only in queryDetail */
  phone: Type.String(),
  /** 1 married, 2 unmarried */
  maritalStatus: Enum([1, 2] as const),
  /** 已婚 / 未婚 */
  maritalStatusStr: Type.String(),
  defaultUse: DefaultUse(),
  /** first character of the name (person-list popup avatar) */
  firstChar: Type.String(),
  /** 'YYYY-MM-DD' from an 18-character ID number ('' otherwise) */
  birthday: Type.String(),
  updateTime: DateTimeString(),
})
export type ServicePerson = Static<typeof ServicePerson>

/** GET /user-center/servicePerson/queryList (also GET /intserv/pe/queryPePerson) — default first, masked */
export const ServicePersonListRes = Type.Array(ServicePerson)
export type ServicePersonListRes = Static<typeof ServicePersonListRes>
/** GET /user-center/servicePerson/queryDetail?id= — full idNumber and phone, owner only */
export const ServicePersonDetailQuery = StrictObject({ id: Id() })
export type ServicePersonDetailRes = ServicePerson

/** a form value the app sends as a number or a string (coerced to a string; the domain rule gives the messages) */
const NumberOrString = (description: string) =>
  Type.Unsafe<number | string>(Type.String({ maxLength: 5, description: `${description}; numbers are accepted (coerced)` }))

/**
 * POST /user-center/servicePerson/saveOrUpdate (also POST /intserv/pe/addPePerson, pe/updatePePerson (id
 * required)). Validated by src/domain validateServicePerson (SPEC §5 messages). For 18-character ID numbers
 * sex and age may be omitted (taken from the ID); a sex that contradicts the ID is refused. The same ID number
 * twice for one user is refused; max 20 persons. Updating with the masked idNumber of the list (or without
 * idNumber) keeps the stored one; a new or changed ID number needs `consent: true`.
 */
export const SaveServicePersonReq = StrictObject({
  id: Type.Optional(Id()),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  sex: Type.Optional(NumberOrString('1 male, 0 female')),
  idNumber: Type.Optional(Type.String({ maxLength: 40 })),
  age: Type.Optional(NumberOrString('whole years')),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  maritalStatus: Type.Optional(NumberOrString('1 married, 2 unmarried')),
  defaultUse: Type.Optional(DefaultUse()),
  /** required true when a new or changed ID number is saved */
  consent: Type.Optional(Type.Boolean()),
})
export type SaveServicePersonReq = Static<typeof SaveServicePersonReq>
/** the same body with the id required (pe/updatePePerson) */
export const UpdateServicePersonReq = StrictObject({ ...SaveServicePersonReq.properties, id: Id() })
export type SaveServicePersonRes = ServicePerson

// ============================================================ preferences (issue 16)

/**
 * GET /user-center/preference and the reply of POST /user-center/preference: the caller's display preferences.
 * A user who never saved one gets the defaults (elderMode false).
 */
export const UserPreference = StrictObject({
  elderMode: Type.Boolean({ description: 'the elder-friendly mode (适老化): larger text and tap targets, no popups' }),
})
export type UserPreference = Static<typeof UserPreference>

/** POST /user-center/preference: the preferences to keep (every field required; the server keeps one row per user) */
export const SaveUserPreferenceReq = StrictObject({
  elderMode: Type.Boolean(),
})
export type SaveUserPreferenceReq = Static<typeof SaveUserPreferenceReq>
