import { SelectServiceScreen } from '@/features/health-service'

/** SPEC §2 /selectService (the hospital's health services) and /hospital/selectService?id=healthServicesId (one service): one page */
export default function SelectServicePage() {
  return <SelectServiceScreen />
}
