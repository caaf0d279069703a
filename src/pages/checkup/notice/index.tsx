import { CheckupNoticeScreen } from '@/features/checkup'

/** SPEC §2 /checkupNotice?packageId=&addItemIds=: the pre-exam notice (fasting, what to bring, item notices) */
export default function CheckupNoticePage() {
  return <CheckupNoticeScreen />
}
