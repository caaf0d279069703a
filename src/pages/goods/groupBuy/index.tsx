import { TeamScreen } from '@/features/groupbuy'

/** /groupBuy?orderId= | ?teamId=: a group-buy team (members, time left, share, join) */
export default function GroupBuyPage() {
  return <TeamScreen />
}
