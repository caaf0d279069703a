/** The customer-service landing's parts (issue 35 item 8): its data (phone, hours, FAQ) and the FAQ list. Small on purpose: the tab page imports it, not the chat feature. */
export { getCustomerServiceData } from './api'
export { default as FaqList, FAQ_TITLE } from './FaqList'
