/** The customer-service landing's data (/api/customerService/getCustomerServiceData: phone, hours, on duty, FAQ; anyone). */
import type { CustomerServiceData } from '@contract/chat'
import { request } from '@/shared/request/request'

export const getCustomerServiceData = () =>
  request<CustomerServiceData>({ prefix: 'api', url: 'customerService/getCustomerServiceData', method: 'GET', silent: true })
