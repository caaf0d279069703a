import { AddOnScreen } from '@/features/checkup'

/** SPEC §2 /checkup/ballCheck?packageId=: the package's add-on items, who they fit, the selected total */
export default function BallCheckPage() {
  return <AddOnScreen />
}
