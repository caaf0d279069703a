/**
 * chat module (issue 15): conversations of the three chat contexts and customer service, the user's one WebSocket
 * (staff too, by their session cookie), the staff console's chat workbench (staff.routes.ts, desk.ts). Routes are registered by server/modules/index.ts.
 */
export { userStudioChatRoutes, userChronicChatRoutes, CHAT_WS_PATH } from './routes'
export { chatSocketRoutes } from './socket'
export { staffChatRoutes } from './staff.routes'
export { hubOf, joinStudioGroup, renameGroup, quitGroup } from './service'
export { publicCustomerServiceRoutes, userCustomerServiceRoutes } from './customer-service.routes'
export { chatImageRoutes, userChatExtrasRoutes } from './extras.routes'
