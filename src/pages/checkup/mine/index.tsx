import { CheckupMineScreen } from '@/features/checkup'

/** SPEC §2 /checkup/home/mine: my check-up bookings (status, pay, reschedule, cancel) under the check-up tab bar */
export default function CheckupMinePage() {
  return <CheckupMineScreen />
}
