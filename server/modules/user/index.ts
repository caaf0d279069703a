/**
 * user module — accounts (app_user, user_third), the wire shapes UserBase / UserInfo, system conf, and
 * the account-deletion registry. What other modules may use. Today's files: server/users/*,
 * routes/user-center/account.ts (routes).
 */
export { createUser, findUserById, findUserByPhone, firstThird, getConf, toUserBase, toUserInfo, type LoginReplyData, type ThirdRow, type UserRow } from '../../users/users'
export { deleteUserData, registerUserDataDeleter, userDataDeleterNames, type DeletedUser, type UserDataDeleter } from '../../users/deletion'
