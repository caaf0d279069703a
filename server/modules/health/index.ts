/**
 * health module (issue 13) — family members with their consents and body data (vitals). What other modules may
 * use: the service (service.ts); routes (routes.ts) are registered by server/modules/index.ts.
 */
export {
  listMembers,
  registerMemberHealthDataDeleter,
  registerMemberHealthDataExporter,
  type MemberHealthDataExporter,
  type MemberHealthDataDeleter,
  requireMember,
  toBodyData,
  toConsultationer,
  type BodyDataRow,
  type MemberRow,
} from './service'
