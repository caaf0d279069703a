import { CheckupHomeScreen } from '@/features/checkup'

/** SPEC §2 /checkup/home/index: the check-up shell's home tab */
export default function CheckupHomePage() {
  return <CheckupHomeScreen />
}
