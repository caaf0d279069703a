import { AppointmentListScreen } from '@/features/order'

/** SPEC §2 /checkup/home/mine: my check-up bookings (status, reschedule, cancel) under the check-up tab bar */
export default function CheckupMinePage() {
  return <AppointmentListScreen />
}
