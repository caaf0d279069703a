/** A hospital's health services (contract/health-service.ts; server/modules/health-service). */
import type { HealthServiceDetail, HealthServiceListRes } from '@contract/health-service'
import { request } from '@/shared/request/request'

/** GET /zeus/healthService/list : the services on offer, in display order */
export const getHealthServices = () => request<HealthServiceListRes>({ prefix: 'zeus', url: 'healthService/list', method: 'GET', data: {} })

/** GET /zeus/healthService/get?healthServicesId= : one service with its bookable options */
export const getHealthService = (healthServicesId: string) =>
  request<HealthServiceDetail>({ prefix: 'zeus', url: 'healthService/get', method: 'GET', data: { healthServicesId }, silent: true })
