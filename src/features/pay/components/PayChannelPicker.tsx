import { View, Text } from '@tarojs/components'
import type { PayChannelCode } from '@contract/pay'
import type { ChannelOption } from '../payFlow'
import './pay-channel.scss'

export interface PayChannelPickerProps {
  channels: ChannelOption[]
  value: PayChannelCode | null
  onChange: (c: PayChannelCode) => void
}

/** SPEC §4 pay channels of this environment as radio rows (the first is the default) */
export default function PayChannelPicker({ channels, value, onChange }: PayChannelPickerProps) {
  return (
    <View className="pay-channels">
      <Text className="pay-channels__title">支付方式</Text>
      {channels.map((c) => (
        <View
          key={c.payChannel}
          className={`pay-channel ${value === c.payChannel ? 'pay-channel--on' : ''}`}
          data-channel={c.payChannel}
          onClick={() => onChange(c.payChannel)}
        >
          <Text className={`pay-channel__icon pay-channel__icon--${[1, 5, 6].includes(c.payChannel) ? 'ali' : 'wx'}`}>
            {[1, 5, 6].includes(c.payChannel) ? '支' : '微'}
          </Text>
          <Text className="pay-channel__label">{c.label}</Text>
          <Text className={`pay-channel__radio ${value === c.payChannel ? 'pay-channel__radio--on' : ''}`}>
            {value === c.payChannel ? '✓' : ''}
          </Text>
        </View>
      ))}
    </View>
  )
}
