import { PackageDetailScreen } from '@/features/checkup'

/** SPEC §2 /checkup/packageDetail?packageId=: the package ("1 + X"), notices, institution, book */
export default function PackageDetailPage() {
  return <PackageDetailScreen />
}
