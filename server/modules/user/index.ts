/**
 * user module — accounts (app_user, user_third), the wire shapes UserBase / UserInfo (contract/api.ts), system
 * conf, and the account-deletion registry. What other modules may use: the service (service.ts) and the
 * registry (deletion.ts); routes (routes.ts) are registered by server/modules/index.ts.
 */
export {
  createUser,
  currentUser,
  findUserById,
  findUserByPhone,
  firstThird,
  getConf,
  toUserBase,
  toUserInfo,
  type LoginReplyData,
  type ThirdRow,
  type UserRow,
} from './service'
export { deleteUserData, registerUserDataDeleter, userDataDeleterNames, type DeletedUser, type UserDataDeleter } from './deletion'
