import { GroupScreen } from '@/features/checkup'

/** SPEC §2 /medical, /checkup/copersonal: group check-ups (roster identity check, company-paid booking) */
export default function GroupPage() {
  return <GroupScreen />
}
