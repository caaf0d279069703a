import { AppointmentListScreen } from '@/features/order'

/** SPEC §2 /appointmentList: my exam appointments (reschedule, cancel) */
export default function AppointmentListPage() {
  return <AppointmentListScreen />
}
