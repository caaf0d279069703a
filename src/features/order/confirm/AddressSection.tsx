import { View, Text } from '@tarojs/components'
import { maskPhone } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import type { RecvAddress } from '@contract/account'
import PickupSection from './PickupSection'
import type { PickupInfo } from './model'

export interface AddressSectionProps {
  addresses: RecvAddress[]
  address: RecvAddress | null
  pickup: boolean
  setPickup: (pickup: boolean) => void
  pickupInfo: PickupInfo | null
  hospitalId: number | string
}

/** the delivery card of an order with goods to deliver: 快递配送 (the address, chosen in /webAddress?select=1) or 到店自提 */
export default function AddressSection({ addresses, address, pickup, setPickup, pickupInfo, hospitalId }: AddressSectionProps) {
  return (
    <View className="confirm__card confirm__address-card">
      <View className="confirm__ways">
        <Text className={`confirm__way ${!pickup ? 'confirm__way--on' : ''}`} onClick={() => setPickup(false)}>
          快递配送
        </Text>
        <Text className={`confirm__way ${pickup ? 'confirm__way--on' : ''}`} onClick={() => setPickup(true)}>
          到店自提
        </Text>
      </View>
      {!pickup ? (
        <View className="confirm__address" onClick={() => navigate('/webAddress', { select: 1, hospitalId })}>
          {address ? (
            <View className="confirm__address-body">
              <Text className="confirm__address-who">
                {address.recvName} {maskPhone(address.contactNumber)}
                {address.defaultUse === 0 ? <Text className="confirm__tag">默认</Text> : null}
              </Text>
              <Text className="confirm__address-text">
                {address.recvProvince}
                {address.recvCity}
                {address.recvArea}
                {address.recvAddress}
              </Text>
            </View>
          ) : (
            <Text className="confirm__address-empty">{addresses.length ? '请选择收货地址' : '添加收货地址'}</Text>
          )}
          <Text className="confirm__arrow">›</Text>
        </View>
      ) : (
        <PickupSection pickupInfo={pickupInfo} hospitalId={hospitalId} />
      )}
    </View>
  )
}
