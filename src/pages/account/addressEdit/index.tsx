import { useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { RecvAddress } from '@contract/account'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { AddressForm, useLocationPick, queryAddressList, saveAddress } from '@/features/address-person'
import { currentRoute } from '@/shared/routes/current'
import { back, navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import '@/features/address-person/account-pages.scss'

/** SPEC §2 /webAddressEdit (?id= edits): the address form; the region from the area tree; import on WeChat / Alipay. */
export default function AddressEditPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const [picked, setPicked] = useState<string | null>(null)
  // editing: the address of the list with this id (a failure or an unknown id leaves the form empty)
  const list = useQuery(['addresses', query.id], () => queryAddressList(), { enabled: !!query.id })
  const initial: RecvAddress | null = list.data?.find((a) => String(a.id) === String(query.id)) ?? null
  const loading = !!query.id && list.loading
  useDidShow(() => {
    const p = useLocationPick.getState().take()
    if (p) setPicked(`${p.address}${p.name && !p.address.includes(p.name) ? ` ${p.name}` : ''}`)
  })
  return (
    <Page title={query.id ? '编辑地址' : '新增地址'}>
      <View className="ax-page">
        {loading ? (
          <View style={{ margin: '0 10px', background: '#fff', borderRadius: '10px', padding: '12px' }}>
            <Skeleton rows={6} animated />
          </View>
        ) : (
          <AddressForm
            initial={initial}
            pickedDetail={picked}
            onChooseLocation={() => navigate('/webAddressEditLocation', { hospitalId })}
            onSubmit={async (req) => {
              await saveAddress(req)
              toast('保存成功', 'success')
              setTimeout(() => back(), 600)
            }}
          />
        )}
      </View>
    </Page>
  )
}
