import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { teamLeftTip, teamStatusText, TEAM_STATUS, TEAM_VIEW } from '@/domain'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { teamByOrder } from '../api'
import '../groupbuy.scss'

/** On the pay-success page: a paid group-buy order's team (status, places missing) and the way to the group page. Nothing for other orders. */
export default function TeamEntry({ orderId }: { orderId: number | null }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const q = useQuery(['teamOfOrder', orderId], () => teamByOrder(orderId!, { silent: true }), { enabled: !!orderId })
  const v = q.data
  if (!v) return null
  return (
    <View className="gb-entry">
      <Text className="gb-entry__status">{teamStatusText(v.team.teamStatus)}</Text>
      {v.team.teamStatus === TEAM_STATUS.FORMING ? <Text className="gb-entry__tip">{teamLeftTip(v.team.lackNum)}</Text> : null}
      <Button
        type="primary"
        size="small"
        className="gb-entry__btn"
        onClick={() => navigate('/groupBuy', { hospitalId, orderId: v.orderId })}
      >
        {TEAM_VIEW}
      </Button>
    </View>
  )
}
