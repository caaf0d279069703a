/** the check-up package and questionnaire desk of the console: calls and the edit drawers */
export { PackageDrawer } from './PackageDrawer'
export { SurveyDrawer } from './SurveyDrawer'
export {
  listPackageCategories,
  listPackages,
  listSurveys,
  publishSurvey,
  setPackageListed,
  yuanText,
  type Package,
  type Survey,
} from './api'
