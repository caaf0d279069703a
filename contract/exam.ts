/**
 * API contract of physical exams (SPEC §2 Physical exam, §3 Exam info, §7 Physical exam, §9 reschedule
 * facts; /intserv/pe/*): packages with their add-on items, appointment pools, identity checks and
 * appointments. The server serializes the replies with these schemas (strict); request shapes stay in
 * the routes until the exam module is converted. Exam persons are service persons (contract/account.ts).
 */
import { RuleField, type PageParams } from './browse'
import { ServicePerson } from './account'
import { Count, DateTimeString, Enum, Id, IdOr0, Int4, Money, Nullable, PageQuery, Paged, StrictObject, Type, type Static } from './lib'

/** an exam item of a package */
export const PeItem = StrictObject({ name: Type.String(), desc: Type.String() })
export type PeItem = Static<typeof PeItem>
/** SPEC §3 serviceInstitution */
export const PeInstitution = StrictObject({ name: Type.String(), address: Type.String(), phone: Type.Optional(Type.String()) })
export type PeInstitution = Static<typeof PeInstitution>

/** 0 any, 1 male only, 2 female only */
export const PeSexLimit = Enum([0, 1, 2] as const)

/** an add-on item (SPEC §2 /checkup/ballCheck) */
export const PeAddItem = StrictObject({
  id: Id(),
  packageId: Id(),
  itemName: Type.String(),
  itemDesc: Type.String(),
  price: Money(),
  /** 0 any, 1 male, 2 female */
  sexLimit: PeSexLimit,
  /** the "X" group of the 1 + X model (肿瘤筛查, 心脑血管, ...); '' when not configured */
  category: Type.String(),
  /** what it checks, one line */
  meaning: Type.String(),
  /** age band in full years (null = open) */
  minAge: Nullable(Int4()),
  maxAge: Nullable(Int4()),
  /** gynaecological: married or sexually active women only (src/domain/checkup.ts) */
  requiresSexualHistory: Type.Boolean(),
  /** ids of the package's add-ons this one cannot be chosen with (issue 33; the order refuses both together) */
  conflictsWith: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
})
export type PeAddItem = Static<typeof PeAddItem>
/** GET /intserv/pe/queryAddItem?packageId= */
export const QueryAddItemRes = Type.Array(PeAddItem)
export type QueryAddItemRes = Static<typeof QueryAddItemRes>

const pePackageProps = {
  packageId: Id(),
  goodsId: Id(),
  goodsDistributeId: IdOr0(),
  packageName: Type.String(),
  picUrl: Type.String(),
  sellPoint: Type.String(),
  price: Money(),
  linedPrice: Money(),
  /** 0 any, 1 male only, 2 female only */
  sexLimit: PeSexLimit,
  /** 不限 / 男性 / 女性 */
  sexLimitStr: Type.String(),
  minAge: Int4(),
  maxAge: Int4(),
  /** 入职体检 / 中老年体检 / ... (the goods' category) */
  categoryId: Id(),
  categoryName: Type.String(),
  itemCount: Count(),
  serviceInstitution: PeInstitution,
  /** crowd tags (src/domain/checkup.ts CROWDS ids) */
  crowds: Type.Array(Type.String()),
  /** concerns (queryPeDisease ids) the package covers */
  diseaseIds: Type.Array(Id()),
  /** gynaecological package: married or sexually active women only */
  requiresSexualHistory: Type.Boolean(),
  /** persons one purchase covers (family packages > 1) */
  familySize: Count(),
  recommended: Type.Boolean(),
}
/** a physical-exam package (one per exam goods) */
export const PePackage = StrictObject(pePackageProps)
export type PePackage = Static<typeof PePackage>
/** the base items of one department, each with its meaning in one line */
export const PeItemGroup = StrictObject({
  department: Type.String(),
  items: Type.Array(StrictObject({ name: Type.String(), meaning: Type.String() })),
})
export type PeItemGroup = Static<typeof PeItemGroup>
/** a preparation notice (src/domain/checkup.ts preparationNotices) and the items needing it */
export const PeNotice = StrictObject({ id: Type.String(), text: Type.String(), items: Type.Array(Type.String()) })
export type PeNotice = Static<typeof PeNotice>
export const PePackageDetail = StrictObject({
  ...pePackageProps,
  items: Type.Array(PeItem),
  /** the "1": base items grouped by department */
  itemGroups: Type.Array(PeItemGroup),
  /** the "X": optional screenings (the add-ons) grouped by their category */
  addOnGroups: Type.Array(StrictObject({ category: Type.String(), items: Type.Array(PeAddItem) })),
  /** preparation notices of the base items */
  notices: Type.Array(PeNotice),
  notice: Type.String(),
  addItems: Type.Array(PeAddItem),
  /** SPEC §3 pre-appointment rule form */
  ruleFieldRelList: Type.Array(RuleField),
})
export type PePackageDetail = Static<typeof PePackageDetail>
/** GET /intserv/pe/queryPackage?packageId= (or goodsId=) */
export type QueryPackageRes = PePackageDetail

/** GET /intserv/pe/queryPackage?packageId= (or goodsId=), also queryAddItem: one of the two keys */
export const PackageKeyQuery = StrictObject({ packageId: Type.Optional(Id()), goodsId: Type.Optional(Id()) })
export type PackageKeyQuery = Static<typeof PackageKeyQuery>

/** the filters of the package lists (src/domain/checkup.ts filterPackages) */
const packageFilterProps = {
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** open to this sex: 1 men, 0 women */
  sex: Type.Optional(Enum([0, 1] as const)),
  categoryId: Type.Optional(Id()),
  /** CROWDS id */
  crowd: Type.Optional(Enum(['men', 'women', 'elderly', 'children', 'premarital', 'prepregnancy', 'employment'] as const)),
  /** AGE_BANDS id */
  ageBand: Type.Optional(Enum(['under18', '18-39', '40-59', '60+'] as const)),
  /** PRICE_BANDS id */
  priceBand: Type.Optional(Enum(['0-500', '500-1000', '1000-2000', '2000-5000', '5000+'] as const)),
  /** a queryPeDisease id */
  diseaseId: Type.Optional(Id()),
  /** 1: family packages only (familySize > 1), 0: personal only */
  family: Type.Optional(Enum([0, 1] as const)),
}
export const PackageFilterQuery = StrictObject(packageFilterProps)
export type PackageFilterQuery = Static<typeof PackageFilterQuery>
/** GET /intserv/pe/queryPackageList?keyword=&sex=&categoryId=&crowd=&ageBand=&priceBand=&diseaseId=&family=&pageNum=&pageSize= */
export const QueryPackageListQuery = StrictObject({ ...packageFilterProps, ...PageQuery })
export type QueryPackageListReq = Static<typeof QueryPackageListQuery> & PageParams
export const QueryPackageListRes = Paged(PePackage)
export type QueryPackageListRes = Static<typeof QueryPackageListRes>
/** GET /intserv/pe/packageList/query — the packages of the hospital grouped by category */
export const PackageListQueryRes = Type.Array(
  StrictObject({ categoryId: Id(), categoryName: Type.String(), packages: Type.Array(PePackage) }),
)
export type PackageListQueryRes = Static<typeof PackageListQueryRes>

/** GET /intserv/pe/queryFamilyPackageList?pageNum=&pageSize= — packages for more than one person */
export const QueryFamilyPackageListQuery = StrictObject({ ...PageQuery })

/** GET /intserv/pe/queryPeBanner — the check-up home's banners */
export const PeBanner = StrictObject({ id: Id(), title: Type.String(), picUrl: Type.String(), jumpPath: Type.String() })
export const QueryPeBannerRes = Type.Array(PeBanner)
export type QueryPeBannerRes = Static<typeof QueryPeBannerRes>
export type PeBanner = Static<typeof PeBanner>
/** GET /intserv/pe/queryPeCrowd — the crowd entries with how many packages each has */
export const PeCrowd = StrictObject({ id: Type.String(), name: Type.String(), packageCount: Count() })
export const QueryPeCrowdRes = Type.Array(PeCrowd)
export type QueryPeCrowdRes = Static<typeof QueryPeCrowdRes>
export type PeCrowd = Static<typeof PeCrowd>
/** GET /intserv/pe/queryPeDisease — the entries by concern */
export const PeDisease = StrictObject({
  id: Id(),
  name: Type.String(),
  description: Type.String(),
  iconUrl: Type.String(),
  packageCount: Count(),
})
export const QueryPeDiseaseRes = Type.Array(PeDisease)
export type QueryPeDiseaseRes = Static<typeof QueryPeDiseaseRes>
export type PeDisease = Static<typeof PeDisease>

/** GET /intserv/pe/checkIdentity?personId=&packageId= — does the person fit the package (sex, age)? */
export const CheckIdentityQuery = StrictObject({ personId: Id(), packageId: Id() })
export type CheckIdentityQuery = Static<typeof CheckIdentityQuery>
export const CheckIdentityRes = StrictObject({
  pass: Type.Boolean(),
  /** why not (该套餐仅限男性/女性, 该套餐适用年龄为{min}-{max}岁); null when pass */
  msg: Nullable(Type.String()),
  personId: Id(),
  sex: Enum([0, 1] as const),
  age: Int4(),
})
export type CheckIdentityRes = Static<typeof CheckIdentityRes>

/** one time slot of an exam pool */
export const PePoolSlot = StrictObject({
  poolId: Id(),
  appointedTime: Type.String(),
  capacity: Count(),
  remain: Int4(),
  /** 0 bookable, 1 expired, 2 fully booked (SPEC §4) */
  appointFlag: Enum([0, 1, 2] as const),
})
export type PePoolSlot = Static<typeof PePoolSlot>
export const PePoolDay = StrictObject({ appointedDate: Type.String({ description: "'YYYY-MM-DD'" }), poolList: Type.Array(PePoolSlot) })
export type PePoolDay = Static<typeof PePoolDay>
/** GET /intserv/pe/queryAppointPool?packageId= — the next 14 days × slots with remaining capacity */
export const QueryAppointPoolQuery = StrictObject({ packageId: Id() })
export type QueryAppointPoolQuery = Static<typeof QueryAppointPoolQuery>
export const QueryAppointPoolRes = Type.Array(PePoolDay)
export type QueryAppointPoolRes = Static<typeof QueryAppointPoolRes>

/** a rule-form answer of an appointment */
export const PeFiledInfo = StrictObject({ fieldId: Id(), showName: Type.String(), value: Type.String() })
export type PeFiledInfo = Static<typeof PeFiledInfo>

/**
 * POST /intserv/pe/appoint — book a slot for one of the caller's persons, for ONE unit (orderGoodsId,
 * index) of the caller's own order line of the package's goods that is paid (104/105) or being paid
 * within its close window (101), and that has no place yet (capacity taken atomically; 400 预约已满 /
 * 预约时间已过期 / 请选择预约日期 / 请选择预约时间段 / 订单未支付或已关闭，不能预约 / 该体检已预约，如需改期请修改预约 /
 * 该体检人已预约该套餐 / 加项需在下单时购买; the rule form validated by src/domain validateRuleForm).
 * addItemIds: of the add-on items that unit paid for (default all of them).
 */
const SlotDate = Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" })
const SlotTime = Type.String({ maxLength: 20 })
export const PeAppointBody = StrictObject({
  packageId: Id(),
  personId: Id(),
  orderId: Id(),
  orderGoodsId: Id(),
  /** the unit of the line (0-based, default 0) */
  index: Type.Optional(Type.Integer({ minimum: 0, maximum: 998, default: 0 })),
  /** missing: 400 请选择预约日期 */
  appointedDate: Type.Optional(SlotDate),
  appointedTime: Type.Optional(SlotTime),
  addItemIds: Type.Optional(Type.Array(Id(), { maxItems: 30 })),
  filedInfo: Type.Optional(
    Type.Array(
      StrictObject({
        fieldId: Id(),
        showName: Type.Optional(Type.String({ maxLength: 50 })),
        value: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      { maxItems: 50 },
    ),
  ),
})
export type PeAppointReq = Static<typeof PeAppointBody>
/** SPEC §3 "Exam info" of one appointment */
export const PeAppointment = StrictObject({
  appointmentId: Id(),
  packageId: Id(),
  packageName: Type.String(),
  personId: Id(),
  /** masked */
  personName: Type.String(),
  personIdNumber: Type.String(),
  orderId: Nullable(Id()),
  filedInfo: Type.Array(PeFiledInfo),
  appointedDate: Type.String({ description: "'YYYY-MM-DD'" }),
  appointedTime: Type.String(),
  serviceInstitution: PeInstitution,
  addItems: Type.Array(PeAddItem),
  /** package price + add-on items */
  totalPrice: Money(),
  /** 1 booked, 2 cancelled, 3 done, 4 checked in at the desk (已到检) */
  status: Enum([1, 2, 3, 4] as const),
  rescheduleCount: Count(),
  /** src/domain canReschedule */
  canReschedule: Type.Boolean(),
  cannotRescheduleReason: Nullable(Type.String()),
  createTime: DateTimeString(),
})
export type PeAppointment = Static<typeof PeAppointment>
export type PeAppointRes = PeAppointment
/** POST /intserv/pe/queryPeAppointedInfo {appointmentId?} — one appointment, or all of the caller's (newest first) */
export const QueryPeAppointedInfoBody = StrictObject({ appointmentId: Type.Optional(Id()) })
export type QueryPeAppointedInfoReq = Static<typeof QueryPeAppointedInfoBody>
export const QueryPeAppointedInfoRes = Type.Array(PeAppointment)
export type QueryPeAppointedInfoRes = Static<typeof QueryPeAppointedInfoRes>
/** POST /intserv/pe/modifyAppointedDate — reschedule (SPEC §9: at most 3 times, at least 1 day before) */
export const ModifyAppointedDateBody = StrictObject({
  appointmentId: Id(),
  appointedDate: Type.Optional(SlotDate),
  appointedTime: Type.Optional(SlotTime),
})
export type ModifyAppointedDateReq = Static<typeof ModifyAppointedDateBody>
export type ModifyAppointedDateRes = PeAppointment
/** POST /intserv/pe/cancelAppoint {appointmentId} — frees the slot (same 1-day rule) */
export const CancelPeAppointBody = StrictObject({ appointmentId: Id() })
export type CancelPeAppointReq = Static<typeof CancelPeAppointBody>
/** GET /intserv/pe/queryPePerson?id= : the caller's exam persons (masked), or one with full values */
export const QueryPePersonQuery = StrictObject({ id: Type.Optional(Id()) })
export type QueryPePersonQuery = Static<typeof QueryPePersonQuery>
/** its reply: the list (masked) without `id`, the one person (full values) with it */
export const QueryPePersonRes = Type.Union([Type.Array(ServicePerson), ServicePerson])
export type QueryPePersonRes = Static<typeof QueryPePersonRes>
/** GET or POST /intserv/pe/delPePerson {id} */
export const DelPePersonReq = StrictObject({ id: Id() })
export type DelPePersonReq = Static<typeof DelPePersonReq>

// ================================================================ exam person form (/checkup/medical-user-info)

/** the exam person as the form page shows it (identity masked) */
export const PeFormPerson = StrictObject({
  id: Id(),
  name: Type.String(),
  /** masked (110***********002X) */
  idNumber: Type.String(),
  /** masked (139****5678) */
  phone: Type.String(),
  sexStr: Type.String(),
  age: Int4(),
  maritalStatusStr: Type.String(),
})
export type PeFormPerson = Static<typeof PeFormPerson>
/** GET /intserv/pe/personForm?packageId=&personId= */
export const PersonFormQuery = StrictObject({ packageId: Id(), personId: Id() })
export type PersonFormQuery = Static<typeof PersonFormQuery>
export const PersonFormRes = StrictObject({
  packageId: Id(),
  packageName: Type.String(),
  person: PeFormPerson,
  /** the person's separate consent for health data stands */
  consent: Type.Boolean(),
  consentTime: Nullable(DateTimeString()),
  /** the package's rule form: identity fields (13-17) filled from the person (ID number and phone masked), the others with the stored answers */
  fields: Type.Array(RuleField),
})
export type PersonFormRes = Static<typeof PersonFormRes>
/**
 * POST /intserv/pe/savePersonForm — the answers of the package's rule form for one of the caller's persons.
 * Identity fields come from the person (what the client sends for them is ignored); stored only with the
 * person's health-data consent (consent: true grants it; 400 without).
 */
export const SavePersonFormBody = StrictObject({
  packageId: Id(),
  personId: Id(),
  consent: Type.Optional(Type.Boolean()),
  filedInfo: Type.Array(
    StrictObject({
      fieldId: Id(),
      showName: Type.Optional(Type.String({ maxLength: 50 })),
      value: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    { maxItems: 50 },
  ),
})
export type SavePersonFormReq = Static<typeof SavePersonFormBody>
/** POST /intserv/pe/withdrawPersonConsent {personId} — withdraws the consent and deletes the stored answers */
export const WithdrawPersonConsentBody = StrictObject({ personId: Id() })
export type WithdrawPersonConsentReq = Static<typeof WithdrawPersonConsentBody>
export const WithdrawPersonConsentRes = StrictObject({ withdrawn: Type.Boolean(), deletedForms: Count() })
export type WithdrawPersonConsentRes = Static<typeof WithdrawPersonConsentRes>

// ================================================================ group check-ups (/medical, /checkup/copersonal)

/** a company batch open for booking */
export const GroupBatch = StrictObject({
  batchId: Id(),
  companyName: Type.String(),
  batchName: Type.String(),
  /** the date window, 'YYYY-MM-DD' inclusive */
  startDate: Type.String(),
  endDate: Type.String(),
  /** company: the company pays the package; self: the employee buys it through the shop */
  payer: Enum(['company', 'self'] as const),
})
export type GroupBatch = Static<typeof GroupBatch>
/** GET /intserv/pe/group/batches — the hospital's batches whose window has not ended */
export const GroupBatchesRes = Type.Array(GroupBatch)
export type GroupBatchesRes = Static<typeof GroupBatchesRes>
/** POST /intserv/pe/group/checkIdentity — name + ID number + phone against the roster (failures capped per entry and per client) */
export const GroupCheckIdentityBody = StrictObject({
  batchId: Id(),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  idNumber: Type.String({ minLength: 1, maxLength: 18 }),
  phone: Type.String({ minLength: 1, maxLength: 11 }),
  /** the ID number is kept as the caller's exam person: consent required */
  consent: Type.Boolean(),
})
export type GroupCheckIdentityReq = Static<typeof GroupCheckIdentityBody>
/** a booking made without an order (group or card) */
export const FreeBooking = StrictObject({
  appointmentId: Id(),
  packageId: Id(),
  packageName: Type.String(),
  appointedDate: Type.String(),
  appointedTime: Type.String(),
  /** 1 booked, 2 cancelled, 3 done, 4 checked in at the desk (已到检) */
  status: Enum([1, 2, 3, 4] as const),
  /** add-on items of a company-paid group booking, paid by the employee (empty otherwise) */
  addOns: Type.Array(StrictObject({ id: Id(), itemName: Type.String(), price: Money() })),
  /** the order charging them (pay it with pay-center toPay), null without add-ons */
  addOnOrderId: Nullable(Id()),
  addOnPay: Enum(['none', 'unpaid', 'paid', 'refunded', 'closed'] as const),
  /** 加项待支付 / 加项已支付 / ... ('' without add-ons) */
  addOnPayText: Type.String(),
})
export type FreeBooking = Static<typeof FreeBooking>
export const GroupEntry = StrictObject({
  rosterId: Id(),
  batch: GroupBatch,
  /** masked identity of the employee */
  person: StrictObject({
    name: Type.String(),
    idNumber: Type.String(),
    phone: Type.String(),
    /** 1 male, 0 female (the roster's), with its text */
    sex: Int4(),
    sexStr: Type.String(),
    age: Int4(),
    /** 1 married, 0 not (the roster's): what the add-on rules read */
    maritalStatus: Int4(),
  }),
  /** the exam person kept for the caller */
  personId: IdOr0(),
  /** the batch's packages with whether this employee may take each (sex, age) */
  packages: Type.Array(
    StrictObject({
      packageId: Id(),
      packageName: Type.String(),
      price: Money(),
      itemCount: Count(),
      eligible: Type.Boolean(),
      reason: Nullable(Type.String()),
    }),
  ),
  booking: Nullable(FreeBooking),
})
export type GroupEntry = Static<typeof GroupEntry>
/** GET /intserv/pe/group/entry?rosterId= — the caller's verified roster entry */
export const GroupEntryQuery = StrictObject({ rosterId: Id() })
/** POST /intserv/pe/group/book — an allowed package on a slot of the shared pool, paid by the company */
export const GroupBookBody = StrictObject({
  rosterId: Id(),
  packageId: Id(),
  /** the package's own add-on items (queryAddItem), paid by the employee through the normal checkout */
  addItemIds: Type.Optional(Type.Array(Id(), { maxItems: 30 })),
  appointedDate: Type.Optional(Type.String({ maxLength: 10 })),
  appointedTime: Type.Optional(Type.String({ maxLength: 20 })),
})
export type GroupBookReq = Static<typeof GroupBookBody>

// ================================================================ exam cards (/cardQuery, /checkup/cardQuery)

/** POST /intserv/pe/card/query — open without login (wrong passwords capped per card and per client) */
export const CardQueryBody = StrictObject({
  cardNo: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 32 }),
})
export type CardQueryReq = Static<typeof CardQueryBody>
export const CardInfo = StrictObject({
  cardNo: Type.String(),
  state: Enum(['unused', 'booked', 'used', 'expired'] as const),
  /** 未使用 / 已预约 / 已使用 / 已过期 */
  stateText: Type.String(),
  packageId: Id(),
  packageName: Type.String(),
  price: Money(),
  expiresOn: Type.String(),
  /** only for the account that booked with the card */
  booking: Nullable(FreeBooking),
})
export type CardInfo = Static<typeof CardInfo>
/** POST /intserv/pe/card/book — a valid unused card books one of the caller's persons on a slot, without payment */
export const CardBookBody = StrictObject({
  cardNo: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 32 }),
  personId: Id(),
  appointedDate: Type.Optional(Type.String({ maxLength: 10 })),
  appointedTime: Type.Optional(Type.String({ maxLength: 20 })),
})
export type CardBookReq = Static<typeof CardBookBody>
