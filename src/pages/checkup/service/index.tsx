import { CheckupServiceScreen } from '@/features/checkup'

/** SPEC §2 /checkup/home/service and /checkup/service: the hospital's check-up services */
export default function CheckupServicePage() {
  return <CheckupServiceScreen />
}
