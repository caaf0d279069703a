/**
 * The check-up feature's public face (issue 12): the check-up home, service list, package list and package
 * detail screens, and the catalogue calls (intserv pe/*). Bookings (reschedule, cancel) are the order
 * feature's AppointmentListScreen; the checkout is the order feature's exam confirm (/serPackageOrderDetail).
 */
export { default as CheckupHomeScreen } from './CheckupHomeScreen'
export { default as CheckupServiceScreen } from './CheckupServiceScreen'
export { default as CheckupMineScreen } from './CheckupMineScreen'
export { default as PackageListScreen } from './PackageListScreen'
export { default as PackageDetailScreen } from './PackageDetailScreen'
export { default as AddOnScreen } from './AddOnScreen'
export { default as PersonInfoScreen } from './PersonInfoScreen'
export { default as GroupScreen } from './GroupScreen'
export { default as CardScreen } from './CardScreen'
export { default as CheckupNoticeScreen } from './CheckupNoticeScreen'
export { queryPackageDetail, queryPackageList, queryPeBanner, queryPeCrowd, queryPeDisease } from './api'
