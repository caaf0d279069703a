/** The check-up package and questionnaire desk's calls (contract/staffPackages.ts). */
import type {
  STAFF_PACKAGE_PATHS,
  STAFF_SURVEY_PATHS,
  StaffPackage,
  StaffPackageListRes,
  StaffPackageSaveReq,
  StaffSurvey,
  StaffSurveyListRes,
  StaffSurveySaveReq,
} from '@contract/staffPackages'
import type { StaffCategoryListRes } from '@contract/staffGoods'
import { request } from '../../shared/request'

export const PACKAGE_PATHS: typeof STAFF_PACKAGE_PATHS = {
  packages: '/staff/packages',
  detail: '/staff/packages/detail',
  save: '/staff/packages/save',
  listed: '/staff/packages/listed',
}
export const SURVEY_PATHS: typeof STAFF_SURVEY_PATHS = {
  surveys: '/staff/surveys',
  detail: '/staff/surveys/detail',
  save: '/staff/surveys/save',
  publish: '/staff/surveys/publish',
}

export type Package = StaffPackage
export type PackageBody = StaffPackageSaveReq
export type Survey = StaffSurvey
export type SurveyBody = StaffSurveySaveReq

export const listPackages = (q: { keyword?: string; listed?: 0 | 1 }) =>
  request<StaffPackageListRes>('GET', PACKAGE_PATHS.packages, { query: q })
export const savePackage = (body: StaffPackageSaveReq) => request<StaffPackage>('POST', PACKAGE_PATHS.save, { body })
export const setPackageListed = (body: { id: number; listed: boolean }) => request<StaffPackage>('POST', PACKAGE_PATHS.listed, { body })
/** the goods categories (the check-up home groups packages by them) */
export const listPackageCategories = () => request<StaffCategoryListRes>('GET', '/staff/goods/categories')
export const listSurveys = () => request<StaffSurveyListRes>('GET', SURVEY_PATHS.surveys)
export const saveSurvey = (body: StaffSurveySaveReq) => request<StaffSurvey>('POST', SURVEY_PATHS.save, { body })
export const publishSurvey = (body: { id: number; published: boolean }) => request<StaffSurvey>('POST', SURVEY_PATHS.publish, { body })

/** yuan as typed in a form -> fen (null when empty) */
export const fen = (yuan: number | null | undefined): number | null =>
  yuan === null || yuan === undefined || Number.isNaN(yuan) ? null : Math.round(yuan * 100)
export const yuanText = (f: number) => `¥${(f / 100).toFixed(2)}`
