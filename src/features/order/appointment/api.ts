/**
 * The exam package look-up of the confirm and cart screens (intserv pe/*; contract/exam.ts). The exam
 * person and appointment calls are in @/features/address-person until the checkup feature takes them.
 */
import type { QueryPackageRes } from '@contract/exam'
import { request, type RequestOptions } from '@/shared/request/request'

/** GET intserv/pe/queryPackage?goodsId= : the exam package of a goods (items, add-on items, rule form) */
export const queryPackage = (
  p: { goodsId?: number; packageId?: number },
  extra: Pick<RequestOptions, 'loading' | 'silent'> = { silent: true },
) => request<QueryPackageRes>({ prefix: 'intserv', url: 'pe/queryPackage', method: 'GET', data: p, ...extra })
