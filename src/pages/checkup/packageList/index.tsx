import { PackageListScreen } from '@/features/checkup'
import { currentRoute } from '@/shared/routes/current'

/** SPEC §2 /checkup/packageList, /checkup/personalPackageList, /checkup/personal: packages through the filters */
export default function PackageListPage() {
  const path = currentRoute().path
  return <PackageListScreen personal={path !== '/checkup/packageList'} />
}
