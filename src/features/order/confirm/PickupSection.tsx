import { View, Text } from '@tarojs/components'
import { maskPhone } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { NEED_PICKUP, type PickupInfo } from './model'

/** 到店自提: who picks the goods up (filled in /editPickupInfo) */
export default function PickupSection({ pickupInfo, hospitalId }: { pickupInfo: PickupInfo | null; hospitalId: number | string }) {
  return (
    <View className="confirm__address" onClick={() => navigate('/editPickupInfo', { hospitalId })}>
      {pickupInfo ? (
        <View className="confirm__address-body">
          <Text className="confirm__address-who">
            {pickupInfo.recvName} {maskPhone(pickupInfo.contactNumber)}
          </Text>
          <Text className="confirm__address-text">{pickupInfo.pickUpMarkInfo || '到店自提'}</Text>
        </View>
      ) : (
        <Text className="confirm__address-empty">{NEED_PICKUP}</Text>
      )}
      <Text className="confirm__arrow">›</Text>
    </View>
  )
}
