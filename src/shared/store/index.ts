/** Stores (zustand): app and user state, persisted per hospital + entry; start-up in bootstrap. */
export * from './rules'
export { useAppStore, resetAppStore, initialAppData, rememberedHospitalId, rememberHospitalId } from './appStore'
export type { AppState, AppData, AppFlags, Tracking, LoadStatus } from './appStore'
export { useUserStore, resetUserStore, initialUserData, configureUserApi } from './userStore'
export type { UserState, UserData, UserApi } from './userStore'
export {
  applyVersionRule,
  clearStoredUsers,
  hydrate,
  persistNow,
  startPersistence,
  stopPersistence,
  loadPersisted,
  savePersisted,
  snapshot,
  persistedKeys,
} from './persist'
export type { PersistedState, PersistedUser, PersistedApp } from './persist'
export { bootstrapApp, setUnauthorizedHandler, requestContext, handleUnauthorized } from './bootstrap'
export type { LaunchQuery, BootstrapResult } from './bootstrap'
export {
  useElderStore,
  useElderMode,
  isElderMode,
  restoreElderMode,
  setElderMode,
  syncElderMode,
  resetElderStore,
  parseElderFlag,
  ELDER_QUERY_FLAG,
  ELDER_STORAGE_KEY,
} from './elder'
