/**
 * Chat calls (SPEC §7 "Chat"; contract/chat.ts). The base differs per type: 1 studio-patient/im, 2
 * studio-patient/im/studio, 3 chronic-disease/im/chronic.
 */
import type {
  ChatGroup,
  ChatTokenRes,
  EvaluateState,
  HospitalServiceConfig,
  SubmitEvaluateReq,
  HumanInterventionReq,
  MessagePage,
  ReadMarkRes,
  SendMessageReq,
  SendMessageRes,
  ServiceHistoryReq,
  ServiceSession,
} from '@contract/chat'
import type { ChatType } from '@/domain/chat'
import type { ApiPrefix } from '@/domain/wire'
import { request } from '@/shared/request/request'

export const CHAT_BASE: Record<ChatType, { prefix: ApiPrefix; base: string }> = {
  1: { prefix: 'studio-patient', base: 'im' },
  2: { prefix: 'studio-patient', base: 'im/studio' },
  3: { prefix: 'chronic-disease', base: 'im/chronic' },
}

const call = <T>(type: ChatType, url: string, method: 'GET' | 'POST', data: unknown, silent = true) =>
  request<T>({ prefix: CHAT_BASE[type].prefix, url: `${CHAT_BASE[type].base}/${url}`, method, data, silent })

export const getChatToken = () => call<ChatTokenRes>(1, 'getToken', 'POST', {})
export const createGroup = (type: ChatType, body: { doctorId?: number; studioId?: number }) =>
  call<ChatGroup>(type, 'createGroup', 'POST', body)
export const getGroupInfo = (type: ChatType, groupId: number) => call<ChatGroup>(type, 'getGroupInfo', 'POST', { groupId })
export const getMessageList = (type: ChatType, groupId: number, afterSeq: number) =>
  call<MessagePage>(type, 'getMessageList', 'POST', { groupId, afterSeq, limit: 200 })
export const getHistoryMessage = (type: ChatType, groupId: number, beforeSeq?: number, pageSize = 20) =>
  call<MessagePage>(type, 'getHistoryMessage', 'GET', beforeSeq ? { groupId, beforeSeq, pageSize } : { groupId, pageSize })
export const recordLatestRead = (type: ChatType, groupId: number, seq: number) =>
  call<ReadMarkRes>(type, 'recordLatestReadMessageId', 'POST', { groupId, seq })
export const sendMessageHttp = (type: ChatType, body: SendMessageReq) => call<SendMessageRes>(type, 'sendMessage', 'POST', body)

/** an image (base64) into a group: stored, then pushed like any message */
export const uploadImage = (type: ChatType, body: { groupId: number; data: string; clientMsgId?: string }) =>
  request<SendMessageRes>({
    prefix: CHAT_BASE[type].prefix,
    url: `${CHAT_BASE[type].base}/uploadImage`,
    method: 'POST',
    data: body,
    silent: true,
    loading: true,
  })

// evaluations of a consultation (type 1 only)
export const canEvaluate = (groupId: number) => call<EvaluateState>(1, 'canEvaluate', 'GET', { groupId })
export const launchEvaluate = (groupId: number) => call<EvaluateState>(1, 'launchEvaluate', 'POST', { groupId })
export const submitEvaluate = (body: SubmitEvaluateReq) => call<EvaluateState>(1, 'submitEvaluate', 'POST', body)
export const getHospitalServiceConfig = () => call<HospitalServiceConfig>(1, 'getHospitalServiceConfig', 'GET', undefined)

// ---------------------------------------------------------------- customer service (/api/customerService/...)

const CS = (url: string) => `customerService/${url}`
export { getCustomerServiceData } from '@/features/customer-service'
export const serviceLoginCheck = () => request<ServiceSession>({ prefix: 'api', url: CS('loginCheck'), method: 'GET', silent: true })
export const getServiceHistory = (body: ServiceHistoryReq) =>
  request<MessagePage>({ prefix: 'api', url: CS('getHistoryMes'), method: 'POST', data: body, silent: true })
export const sendServiceMessage = (body: { text: string; clientMsgId?: string }) =>
  request<SendMessageRes>({ prefix: 'api', url: CS('sendMessage'), method: 'POST', data: body, silent: true })
export const humanIntervention = (body: HumanInterventionReq) =>
  request<ServiceSession>({ prefix: 'api', url: CS('humanIntervention'), method: 'POST', data: body, silent: true, loading: true })
