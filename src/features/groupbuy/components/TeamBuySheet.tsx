import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { formatPrice, TEAM_ADD_ADDRESS, TEAM_ADDRESS_NEEDED, TEAM_PAY, TEAM_START_PAY } from '@/domain'
import { AddressChooser } from '@/features/address-person'
import { payAgain } from '@/features/pay'
import { commitTeamOrder } from '../api'
import '../groupbuy.scss'

export interface TeamBuyTarget {
  activityId: number
  goodsId: number
  /** absent: the server takes the team's / the goods' only sku */
  skuId?: number
  goodsName: string
  teamPrice: number | string
  /** physical goods: a receiver address from the book */
  needsAddress: boolean
  /** absent: open a new team */
  teamId?: number
}

/**
 * Confirm a group-buy purchase: the goods at the team price, the receiver address (physical goods, from the
 * address book), then the server takes the place (a full team answers with its message: request() shows it,
 * nothing is charged) and the normal payment runs (payAgain: the channel of this environment).
 */
export default function TeamBuySheet({ target, onClose }: { target: TeamBuyTarget | null; onClose: () => void }) {
  const [chosen, setChosen] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!target || busy) return
    setBusy(true)
    try {
      const o = await commitTeamOrder({
        activityId: target.activityId,
        goodsId: target.goodsId,
        ...(target.skuId ? { skuId: target.skuId } : {}),
        ...(target.teamId ? { teamId: target.teamId } : {}),
        ...(target.needsAddress && chosen ? { addressId: chosen } : {}),
      })
      onClose()
      await payAgain(o.orderId)
    } catch {
      /* request() showed the server's message (a full team, an ended group buy); 401 went to login */
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={!!target} position="bottom" round onClose={onClose}>
      {target ? (
        <View className="gb-sheet">
          <Text className="gb-sheet__name">{target.goodsName}</Text>
          <Text className="gb-sheet__price">¥{formatPrice(target.teamPrice)}</Text>
          {target.needsAddress ? (
            <View className="gb-sheet__addresses">
              <AddressChooser value={chosen} onChange={setChosen} emptyText={TEAM_ADDRESS_NEEDED} addText={TEAM_ADD_ADDRESS} />
            </View>
          ) : null}
          <Button type="primary" block className="gb-sheet__pay" disabled={busy || (target.needsAddress && !chosen)} onClick={submit}>
            {target.teamId ? TEAM_PAY : TEAM_START_PAY}
          </Button>
        </View>
      ) : null}
    </Popup>
  )
}
