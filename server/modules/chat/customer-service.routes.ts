/**
 * /api/customerService/* (SPEC §7 customer service: GET loginCheck, getCustomerServiceData, POST getHistoryMes,
 * humanIntervention; plus sendMessage). Thin: customer-service.ts and service.ts do the work.
 */
import { Envelope } from '../../../contract/lib'
import {
  CustomerServiceData,
  HumanInterventionReq,
  MessagePage,
  SendMessageRes,
  ServiceHistoryReq,
  ServiceSendReq,
  ServiceSession,
} from '../../../contract/chat'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { customerServiceData, humanIntervention, serviceSession } from './customer-service'
import { messagesAfter, messagesBefore, sendMessage } from './service'

const tags = ['customer service']
const security = [{ token: [] }]

/** anyone */
export const publicCustomerServiceRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/customerService/getCustomerServiceData',
    {
      schema: {
        tags,
        summary: 'Service phone, hours, whether agents are on duty now, the FAQ',
        response: { 200: Envelope(CustomerServiceData) },
      },
    },
    async (req) => ok(await customerServiceData(app.deps, req.ctx.hospitalId)),
  )
}

/** login (authenticated scope) */
export const userCustomerServiceRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  app.get(
    '/customerService/loginCheck',
    {
      schema: {
        tags,
        security,
        summary: "The caller's service conversation (created on first use) and its state",
        response: { 200: Envelope(ServiceSession) },
      },
    },
    async (req) => ok(await serviceSession(deps, req.user.userId, req.ctx.hospitalId)),
  )
  app.post(
    '/customerService/getHistoryMes',
    {
      schema: {
        tags,
        security,
        summary: 'Messages of the service conversation: before beforeSeq (paging up) or after afterSeq (resync)',
        body: ServiceHistoryReq,
        response: { 200: Envelope(MessagePage) },
      },
    },
    async (req) => {
      const s = await serviceSession(deps, req.user.userId, req.ctx.hospitalId)
      const me = { kind: 'user' as const, id: req.user.userId }
      const only = { kind: 'service' as const }
      return ok(
        req.body.afterSeq !== undefined
          ? await messagesAfter(deps, me, s.groupId, req.body.afterSeq, req.body.pageSize ?? 100, only)
          : await messagesBefore(deps, me, s.groupId, req.body.beforeSeq, req.body.pageSize ?? 20, only),
      )
    },
  )
  app.post(
    '/customerService/sendMessage',
    {
      schema: {
        tags,
        security,
        summary: 'A text to customer service (the bot answers until an agent has it)',
        body: ServiceSendReq,
        response: { 200: Envelope(SendMessageRes) },
      },
    },
    async (req) => {
      const s = await serviceSession(deps, req.user.userId, req.ctx.hospitalId)
      return ok(
        await sendMessage(
          deps,
          { kind: 'user', id: req.user.userId },
          { groupId: s.groupId, msgType: 'text', text: req.body.text, clientMsgId: req.body.clientMsgId },
          { kind: 'service' },
        ),
      )
    },
  )
  app.post(
    '/customerService/humanIntervention',
    {
      schema: {
        tags,
        security,
        summary: 'request an agent (in service hours), close, rate 1-5 after closing, or leave a phone for a call back',
        body: HumanInterventionReq,
        response: { 200: Envelope(ServiceSession) },
      },
    },
    async (req) => ok(await humanIntervention(deps, req.user.userId, req.ctx.hospitalId, req.body)),
  )
}
