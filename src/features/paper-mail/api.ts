/** Paper case-file mailing (/paperToHome): intserv/paperMail calls; types from contract/paper-mail.ts. */
import type { PaperMail, PaperMailReq, PaperStaysRes } from '@contract/paper-mail'
import type { CommitPayRes } from '@contract/order'
import { request, type RequestOptions } from '@/shared/request/request'

const P = 'intserv' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

export const paperStays = (extra: Extra = {}) => request<PaperStaysRes>({ prefix: P, url: 'paperMail/stays', method: 'GET', ...extra })
export const commitPaperMail = (p: PaperMailReq, extra: Extra = { loading: true }) =>
  request<CommitPayRes>({ prefix: P, url: 'paperMail/commit', method: 'POST', data: p, ...extra })
export const myPaperMails = (extra: Extra = {}) => request<PaperMail[]>({ prefix: P, url: 'paperMail/list', method: 'GET', ...extra })
