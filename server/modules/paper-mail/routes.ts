/** /intserv/paperMail/* (login): paper case-file mailing for /paperToHome (not in SPEC §7; see contract/paper-mail.ts) */
import type { RequestTypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { CommitPayRes } from '../../../contract/order'
import * as C from '../../../contract/paper-mail'
import { commitPaperMail, myPaperMails, myStays, paperMailDetail } from './service'

const tags = ['intserv']
const security = [{ token: [] }]

export const userPaperMailRoutes: RequestTypedRoutePlugin = async (app) => {
  app.get(
    '/paperMail/stays',
    {
      schema: {
        tags,
        security,
        summary: 'My hospital stays at this hospital and the postage per copy',
        response: { 200: Envelope(C.PaperStaysRes) },
      },
    },
    async (req) => ok(await myStays(app, req.user.userId, req.ctx.hospitalId)),
  )
  app.post(
    '/paperMail/commit',
    {
      schema: {
        tags,
        security,
        summary:
          'A paper case-file mailing request: my stay, copies, an address of my book; its postage is one order (pay it with pay-center toPay)',
        body: C.PaperMailReq,
        response: { 200: Envelope(CommitPayRes) },
      },
    },
    async (req) => ok(await commitPaperMail(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
  app.get(
    '/paperMail/list',
    {
      schema: {
        tags,
        security,
        summary: 'My mailing requests with their orders, latest first',
        response: { 200: Envelope(C.PaperMailListRes) },
      },
    },
    async (req) => ok(await myPaperMails(app, req.user.userId, req.ctx.hospitalId)),
  )
  app.get(
    '/paperMail/detail',
    {
      schema: {
        tags,
        security,
        summary: "One of my mailing requests (another user's: 404)",
        querystring: C.PaperMailQuery,
        response: { 200: Envelope(C.PaperMail) },
      },
    },
    async (req) => ok(await paperMailDetail(app, req.user.userId, req.ctx.hospitalId, req.query.id)),
  )
}
