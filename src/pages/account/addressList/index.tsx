import { useMemo, useRef } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { RecvAddress } from '@contract/account'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { AddressCard, useAddressSelection, deleteAddress, queryAddressList, MAX_ADDRESSES } from '@/features/address-person'
import { currentRoute } from '@/shared/routes/current'
import { back, navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '@/features/address-person/account-pages.scss'

/**
 * SPEC §2 /webAddress: the caller's addresses, the default tagged. With ?select=1 a tap chooses the
 * address for the page that opened the list (features/address-person/addressSelection) and goes back.
 */
export default function AddressListPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const select = query.select === '1'
  const list = usePagedList<RecvAddress>([], () => queryAddressList())
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current) list.refresh()
    seen.current = true
  })
  const remove = async (a: RecvAddress) => {
    if (!(await confirm({ content: '确定删除该地址？' }))) return
    await deleteAddress(a.id).then(
      () => (toast('已删除', 'success'), list.refresh()),
      () => undefined,
    )
  }
  const full = list.items.length >= MAX_ADDRESSES
  const footer = (
    <View className="ax-footer">
      <Button
        block
        type="primary"
        className="address-list__add"
        disabled={full}
        onClick={() => navigate('/webAddressEdit', { hospitalId })}
      >
        {full ? `最多保存${MAX_ADDRESSES}个地址` : '新增收货地址'}
      </Button>
    </View>
  )
  return (
    <Page onRefresh={list.refresh} footer={footer} title={select ? '选择收货地址' : undefined}>
      <View className="ax-fill">
        <ScrollArea className="ax-grow address-list" label={A11Y_LIST.addresses}>
          <InfiniteList
            state={list}
            emptyText="暂无收货地址，请新增"
            renderItem={(a) => (
              <AddressCard
                key={a.id}
                address={a}
                onClick={
                  select
                    ? () => {
                        useAddressSelection.getState().choose(a)
                        back()
                      }
                    : () => navigate('/webAddressEdit', { id: a.id, hospitalId })
                }
                onEdit={() => navigate('/webAddressEdit', { id: a.id, hospitalId })}
                onDelete={() => remove(a)}
              />
            )}
          />
          <View style={{ height: '160px' }} />
        </ScrollArea>
      </View>
    </Page>
  )
}
