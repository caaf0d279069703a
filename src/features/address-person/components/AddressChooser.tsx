import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { maskPhone } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import type { RecvAddress } from '@contract/account'
import { queryAddressList } from '../api'
import './addressChooser.scss'

/**
 * Choose one receiver address of the address book (the default first, chosen at the start) with a link to add one.
 * `onChange(null)` while the book is empty.
 */
export default function AddressChooser({
  value,
  onChange,
  emptyText = '请先添加收货地址',
  addText = '新增收货地址',
}: {
  value: number | null
  onChange: (id: number | null) => void
  emptyText?: string
  addText?: string
}) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [list, setList] = useState<RecvAddress[] | null>(null)
  useEffect(() => {
    queryAddressList().then(
      (l) => {
        setList(l)
        if (value === null || !l.some((a) => a.id === value)) onChange(l[0]?.id ?? null)
      },
      () => setList([]),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the book as it is when the chooser opens
  }, [])
  return (
    <View className="addr-chooser">
      {list !== null && list.length === 0 ? <Text className="addr-chooser__hint">{emptyText}</Text> : null}
      {(list ?? []).map((a) => (
        <View key={a.id} className={`addr-chooser__item${a.id === value ? ' addr-chooser__item--on' : ''}`} onClick={() => onChange(a.id)}>
          <Text className="addr-chooser__who">
            {a.recvName} {maskPhone(a.contactNumber)}
          </Text>
          <Text className="addr-chooser__where">{`${a.recvProvince}${a.recvCity}${a.recvArea}${a.recvAddress}`}</Text>
        </View>
      ))}
      <Text className="addr-chooser__add" onClick={() => navigate('/webAddressEdit', { hospitalId })}>
        {addText}
      </Text>
    </View>
  )
}
