/**
 * API contract of chat (issue 15; SPEC §7 "Chat", base per type: type 1 /studio-patient/im/, type 2
 * /studio-patient/im/studio/, type 3 /chronic-disease/im/chronic/; customer service /api/customerService/). The socket
 * frames are described at the bottom (the server sends the same ChatMessage shape on both channels).
 */
import { CHAT_MESSAGE_TYPES, CHAT_MEMBER_KINDS, CHAT_TEXT_MAX } from '../src/domain/chat'
import {
  Count,
  DateTimeString,
  Enum,
  Id,
  IdOr0,
  Int4,
  Money,
  Nullable,
  PageNum,
  Seq,
  StrictObject,
  Type,
  UnixSeconds,
  type Static,
} from './lib'

export const ChatMessageContent = StrictObject({
  /** text and system messages */
  text: Type.Optional(Type.String()),
  /** goods card */
  goodsId: Type.Optional(Id()),
  goodsName: Type.Optional(Type.String()),
  price: Type.Optional(Money()),
  image: Type.Optional(Type.String()),
  /** order card */
  orderNo: Type.Optional(Type.String()),
  amount: Type.Optional(Money()),
  /** image message: the stored image (content.image is its URL for the viewer, signed and expiring) */
  imageId: Type.Optional(Id()),
  /** knowledge card (an article a doctor sends) */
  articleId: Type.Optional(Id()),
  title: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  /** a page of the app with more (the customer-service bot's FAQ answers, the knowledge card's article) */
  link: Type.Optional(Type.String()),
  /** 21502: the text was stored with words replaced */
  replaced: Type.Optional(Type.Boolean()),
})
export type ChatMessageContent = Static<typeof ChatMessageContent>

export const ChatMessage = StrictObject({
  id: Id(),
  groupId: Id(),
  seq: Seq(),
  senderKind: Enum(CHAT_MEMBER_KINDS),
  senderId: IdOr0(),
  senderName: Type.String(),
  /** the message is the caller's own */
  mine: Type.Boolean(),
  msgType: Enum(CHAT_MESSAGE_TYPES),
  content: ChatMessageContent,
  clientMsgId: Nullable(Type.String()),
  sendTime: DateTimeString(),
})
export type ChatMessage = Static<typeof ChatMessage>

export const ChatMember = StrictObject({
  memberKind: Enum(CHAT_MEMBER_KINDS),
  memberId: Id(),
  name: Type.String(),
  avatar: Type.String(),
  title: Type.String(),
  quit: Type.Boolean(),
})
export type ChatMember = Static<typeof ChatMember>

export const ChatGroup = StrictObject({
  groupId: Id(),
  type: Enum([1, 2, 3] as const),
  kind: Enum(['consult', 'service'] as const),
  name: Type.String(),
  doctorId: Nullable(Id()),
  studioId: Nullable(Id()),
  lastSeq: Seq(),
  readSeq: Seq(),
  unread: Count(),
  /** the caller quit: history stays readable, no new messages */
  quit: Type.Boolean(),
  lastMessage: Nullable(ChatMessage),
  members: Type.Array(ChatMember),
})
export type ChatGroup = Static<typeof ChatGroup>

/** POST getToken: the socket's path and the token to send in its first frame (the session token) */
export const ChatTokenRes = StrictObject({ wsPath: Type.String(), heartbeatMs: Int4() })
export type ChatTokenRes = Static<typeof ChatTokenRes>

/** POST createGroup: type 1 with doctorId; types 2 and 3 with studioId. Get-or-create (one per patient and counterpart). */
export const CreateGroupReq = StrictObject({ doctorId: Type.Optional(Id()), studioId: Type.Optional(Id()) })
export type CreateGroupReq = Static<typeof CreateGroupReq>

export const GroupIdReq = StrictObject({ groupId: Id() })
export type GroupIdReq = Static<typeof GroupIdReq>

export const ReadMarkReq = StrictObject({ groupId: Id(), seq: Seq() })
export type ReadMarkReq = Static<typeof ReadMarkReq>
export const ReadMarkRes = StrictObject({ readSeq: Seq(), unread: Count() })
export type ReadMarkRes = Static<typeof ReadMarkRes>

/** POST getMessageList: messages with seq > afterSeq (resync), oldest first, at most `limit` */
export const MessageListReq = StrictObject({
  groupId: Id(),
  afterSeq: Type.Optional(Seq()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
})
export type MessageListReq = Static<typeof MessageListReq>

/** GET getHistoryMessage?groupId&beforeSeq&pageSize: older messages (paging up), oldest first */
export const HistoryQuery = StrictObject({
  groupId: Id(),
  beforeSeq: Type.Optional(Seq({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type HistoryQuery = Static<typeof HistoryQuery>

export const MessagePage = StrictObject({
  list: Type.Array(ChatMessage),
  lastSeq: Seq(),
  /** there are older messages than the first of `list` */
  hasMore: Type.Boolean(),
})
export type MessagePage = Static<typeof MessagePage>

/** POST sendMessage (also the socket's 'send' frame): text, goods card (goodsId) or order card (orderNo) */
export const SendMessageReq = StrictObject({
  groupId: Id(),
  msgType: Enum(['text', 'goods', 'order'] as const),
  text: Type.Optional(Type.String({ maxLength: CHAT_TEXT_MAX * 4 })),
  goodsId: Type.Optional(Id()),
  orderNo: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** the client's id of the message: a retry with the same id is stored once */
  clientMsgId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type SendMessageReq = Static<typeof SendMessageReq>

/** the stored message; `code` 21502 when sensitive words were replaced, else 0 */
export const SendMessageRes = StrictObject({ message: ChatMessage, code: Int4() })
export type SendMessageRes = Static<typeof SendMessageRes>

/** GET updateGroupName?groupId&groupName (types 2, 3) */
export const RenameQuery = StrictObject({ groupId: Id(), groupName: Type.String({ maxLength: 100 }) })
export type RenameQuery = Static<typeof RenameQuery>

/** GET quitGroup?groupId&sysUserIds (type 2) / &doctorIds (type 3): the caller leaves; the ids name the group's staff */
export const QuitQuery = StrictObject({
  groupId: Id(),
  sysUserIds: Type.Optional(Type.String({ maxLength: 200 })),
  doctorIds: Type.Optional(Type.String({ maxLength: 200 })),
})
export type QuitQuery = Static<typeof QuitQuery>

export const ImListQuery = StrictObject({
  pageNum: Type.Optional(PageNum()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
})
export type ImListQuery = Static<typeof ImListQuery>
export const ImList = Type.Array(ChatGroup)

export const Done = Type.Boolean()

// ---------------------------------------------------------------- socket frames (JSON text frames on /api/im/ws)
// client → server: {type:'auth', token} first; {type:'sync', since:{[groupId]: seq}}; {type:'send', reqId, ...SendMessageReq};
//                  {type:'read', groupId, seq}; {type:'ping'}
// server → client: {type:'hello', userId}; {type:'msg', message}; {type:'ack', reqId, message, code};
//                  {type:'error', reqId?, code, msg}; {type:'pong'}
export interface ChatServerFrame {
  type: 'hello' | 'msg' | 'ack' | 'error' | 'pong' | 'synced'
  userId?: number
  message?: ChatMessage
  reqId?: string
  code?: number
  msg?: string
}

// ---------------------------------------------------------------- customer service (/api/customerService/...)

export const FaqItem = StrictObject({ id: Type.String(), question: Type.String(), answer: Type.String(), link: Nullable(Type.String()) })

/** GET getCustomerServiceData (anyone): phone, hours, whether agents are on duty now, the FAQ */
export const CustomerServiceData = StrictObject({
  phone: Type.String(),
  hours: Type.String(),
  open: Type.Boolean(),
  faq: Type.Array(FaqItem),
})
export type CustomerServiceData = Static<typeof CustomerServiceData>

/** GET loginCheck (login): the caller's customer-service conversation (created on first use) and its state */
export const ServiceSession = StrictObject({
  groupId: Id(),
  state: Enum(['bot', 'waiting', 'agent', 'closed'] as const),
  open: Type.Boolean(),
  rating: Nullable(Int4()),
  lastSeq: Seq(),
})
export type ServiceSession = Static<typeof ServiceSession>

/** POST getHistoryMes: older messages (beforeSeq) or newer ones (afterSeq) of the caller's service conversation */
export const ServiceHistoryReq = StrictObject({
  beforeSeq: Type.Optional(Seq({ minimum: 1 })),
  afterSeq: Type.Optional(Seq()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type ServiceHistoryReq = Static<typeof ServiceHistoryReq>

/** POST humanIntervention: request an agent, close, rate (1-5) or leave a phone for a call back (outside hours) */
export const HumanInterventionReq = StrictObject({
  action: Enum(['request', 'close', 'rate', 'callback'] as const),
  rating: Type.Optional(Int4()),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
})
export type HumanInterventionReq = Static<typeof HumanInterventionReq>

export const ServiceSendReq = StrictObject({
  text: Type.String({ maxLength: CHAT_TEXT_MAX * 4 }),
  clientMsgId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type ServiceSendReq = Static<typeof ServiceSendReq>

// ---------------------------------------------------------------- chat extras (issue 15, second round)

/** POST {base}/uploadImage: a JPEG or PNG as base64 (≤ 2 MB decoded); stored with the conversation, sent as an image message */
export const UploadImageReq = StrictObject({
  groupId: Id(),
  /** the file's bytes, base64 (a data: URL prefix is accepted) */
  data: Type.String({ minLength: 1, maxLength: 3_000_000 }),
  clientMsgId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type UploadImageReq = Static<typeof UploadImageReq>

/** GET /api/im/image/:id?k&e&s: the image bytes for a member (k the viewer, e the expiry, s the signature) */
export const ImageQuery = StrictObject({
  k: Type.String({ maxLength: 40 }),
  e: UnixSeconds(),
  s: Type.String({ maxLength: 128 }),
})
export const ImageParams = StrictObject({ id: Id() })

/** evaluations of a consultation (type 1): canEvaluate, launchEvaluate, submitEvaluate */
export const GroupIdQuery = StrictObject({ groupId: Id() })
export const Evaluation = StrictObject({
  score: Int4(),
  tags: Type.Array(Type.String()),
  content: Type.String(),
  createTime: DateTimeString(),
})
export type Evaluation = Static<typeof Evaluation>
export const EvaluateState = StrictObject({
  canEvaluate: Type.Boolean(),
  /** why not: 'notConsult' | 'noAnswer' | 'evaluated' */
  reason: Nullable(Type.String()),
  /** the doctor (or the patient) ended the consultation and asked for a rating */
  launched: Type.Boolean(),
  evaluation: Nullable(Evaluation),
  tags: Type.Array(Type.String()),
})
export type EvaluateState = Static<typeof EvaluateState>
export const SubmitEvaluateReq = StrictObject({
  groupId: Id(),
  score: Int4(),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
  content: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type SubmitEvaluateReq = Static<typeof SubmitEvaluateReq>

/** GET im/getHospitalServiceConfig: what the chat room shows and allows in this hospital */
export const HospitalServiceConfig = StrictObject({
  hospitalId: Id(),
  hospitalName: Type.String(),
  phone: Type.String(),
  emergencyPhone: Type.String(),
  replyHours: Type.String(),
  imageEnabled: Type.Boolean(),
  imageMaxBytes: Count(),
  imageTypes: Type.Array(Type.String()),
  evaluateTags: Type.Array(Type.String()),
  disclaimer: Type.String(),
})
export type HospitalServiceConfig = Static<typeof HospitalServiceConfig>

/** the service input of a knowledge card (server/modules/chat/extras.ts sendKnowledge; the route is the workbench's /staff/chat/im/sendKnowledgeMessage) */
export const SendKnowledgeReq = StrictObject({ doctorId: Id(), groupId: Id(), articleId: Id() })
export type SendKnowledgeReq = Static<typeof SendKnowledgeReq>

/** POST message/batchMessageDetailForWechat: messages by id, only those of the caller's conversations */
export const BatchMessageReq = StrictObject({ msgIds: Type.Array(Id(), { minItems: 1, maxItems: 100 }) })
export type BatchMessageReq = Static<typeof BatchMessageReq>

/** patientArchives: the people a consultation can be about (the patient or a family member) */
export const PatientArchive = StrictObject({
  id: Id(),
  name: Type.String(),
  relation: Type.String(),
  /** 1 male, 0 female */
  sex: Int4(),
  /** always masked (110***********1234) */
  idNumber: Type.String(),
  birthday: Nullable(Type.String()),
  age: Int4(),
  /** masked in lists, in full in the owner's detail */
  phone: Type.String(),
  allergies: Type.String(),
  history: Type.String(),
  isDefault: Type.Boolean(),
  consentTime: DateTimeString(),
})
export type PatientArchive = Static<typeof PatientArchive>
export const SaveArchiveReq = StrictObject({
  name: Type.String({ maxLength: 40 }),
  relation: Type.String({ maxLength: 10 }),
  idNumber: Type.String({ maxLength: 30 }),
  phone: Type.String({ maxLength: 20 }),
  allergies: Type.Optional(Type.String({ maxLength: 1000 })),
  history: Type.Optional(Type.String({ maxLength: 1000 })),
  isDefault: Type.Optional(Type.Boolean()),
  /** the separate consent to process this health information (PIPL art. 29): must be true */
  consent: Type.Boolean(),
})
export type SaveArchiveReq = Static<typeof SaveArchiveReq>
export const EditArchiveReq = StrictObject({
  id: Id(),
  name: Type.String({ maxLength: 40 }),
  relation: Type.String({ maxLength: 10 }),
  /** omitted: the stored number is kept */
  idNumber: Type.Optional(Type.String({ maxLength: 30 })),
  phone: Type.String({ maxLength: 20 }),
  allergies: Type.Optional(Type.String({ maxLength: 1000 })),
  history: Type.Optional(Type.String({ maxLength: 1000 })),
  isDefault: Type.Optional(Type.Boolean()),
  consent: Type.Boolean(),
})
export type EditArchiveReq = Static<typeof EditArchiveReq>
export const ArchiveIdQuery = StrictObject({ id: Id() })
