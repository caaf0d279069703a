import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { formatPrice, maskPhone, TEAM_ADD_ADDRESS, TEAM_ADDRESS_NEEDED, TEAM_PAY, TEAM_START_PAY } from '@/domain'
import { queryAddressList } from '@/features/address-person'
import { payAgain } from '@/features/pay'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import type { RecvAddress } from '@contract/account'
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
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [addresses, setAddresses] = useState<RecvAddress[] | null>(null)
  const [chosen, setChosen] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!target?.needsAddress) return
    queryAddressList().then(
      (list) => {
        setAddresses(list)
        setChosen((c) => c ?? list[0]?.id ?? null)
      },
      () => setAddresses([]),
    )
  }, [target])

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

  const noAddress = !!target?.needsAddress && addresses !== null && addresses.length === 0
  return (
    <Popup visible={!!target} position="bottom" round onClose={onClose}>
      {target ? (
        <View className="gb-sheet">
          <Text className="gb-sheet__name">{target.goodsName}</Text>
          <Text className="gb-sheet__price">¥{formatPrice(target.teamPrice)}</Text>
          {target.needsAddress ? (
            <View className="gb-sheet__addresses">
              {noAddress ? <Text className="gb-sheet__hint">{TEAM_ADDRESS_NEEDED}</Text> : null}
              {(addresses ?? []).map((a) => (
                <View key={a.id} className={`gb-address${a.id === chosen ? ' gb-address--on' : ''}`} onClick={() => setChosen(a.id)}>
                  <Text className="gb-address__who">
                    {a.recvName} {maskPhone(a.contactNumber)}
                  </Text>
                  <Text className="gb-address__where">{`${a.recvProvince}${a.recvCity}${a.recvArea}${a.recvAddress}`}</Text>
                </View>
              ))}
              <Text className="gb-sheet__link" onClick={() => navigate('/webAddressEdit', { hospitalId })}>
                {TEAM_ADD_ADDRESS}
              </Text>
            </View>
          ) : null}
          <Button
            type="primary"
            block
            className="gb-sheet__pay"
            disabled={busy || noAddress || (target.needsAddress && !chosen)}
            onClick={submit}
          >
            {target.teamId ? TEAM_PAY : TEAM_START_PAY}
          </Button>
        </View>
      ) : null}
    </Popup>
  )
}
