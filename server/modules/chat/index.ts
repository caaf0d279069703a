/**
 * chat module (issue 15): conversations of the three chat contexts and customer service, the user's one WebSocket,
 * the staff console. Routes are registered by server/modules/index.ts.
 */
export { userStudioChatRoutes, userChronicChatRoutes, CHAT_WS_PATH } from './routes'
export { chatSocketRoutes } from './socket'
export { chatStaffRoutes } from './staff'
export { hubOf, joinStudioGroup, renameGroup, quitGroup } from './service'
export { publicCustomerServiceRoutes, userCustomerServiceRoutes } from './customer-service.routes'
export { chatImageRoutes, staffChatExtrasRoutes, userChatExtrasRoutes } from './extras.routes'
