import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Cascader, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import type { AreaTreeNode, RecvAddress, SaveRecvAddressReq } from '@contract/account'
import { ADDRESS_DETAIL_MAX_LENGTH, PHONE_MAX_LENGTH, RECV_NAME_MAX_LENGTH, regionText, validateAddress } from '@/domain'
import { addressImportSupported, importAddress, toast } from '@/shared/platform'
import { queryAreaTree } from '../api'
import './address.scss'

export interface AddressFormProps {
  initial?: RecvAddress | null
  onSubmit: (req: SaveRecvAddressReq) => Promise<unknown>
  /** opens the choose-location page; the caller fills the detail from its result */
  onChooseLocation?: () => void
  /** a detail text picked elsewhere (location page) */
  pickedDetail?: string | null
}

interface State {
  recvName: string
  contactNumber: string
  recvProvince: string
  recvCity: string
  recvArea: string
  recvAddress: string
  defaultUse: boolean
}

/**
 * Receiver address form: name, phone, region (area tree in a NutUI Cascader), detail, default switch.
 * Import from WeChat / Alipay through the platform adapter; the button is hidden where unsupported (H5).
 */
export default function AddressForm({ initial, onSubmit, onChooseLocation, pickedDetail }: AddressFormProps) {
  const [s, setS] = useState<State>(() => ({
    recvName: initial?.recvName ?? '',
    contactNumber: initial?.contactNumber ?? '',
    recvProvince: initial?.recvProvince ?? '',
    recvCity: initial?.recvCity ?? '',
    recvArea: initial?.recvArea ?? '',
    recvAddress: initial?.recvAddress ?? '',
    defaultUse: initial ? initial.defaultUse === 0 : false,
  }))
  const [tree, setTree] = useState<AreaTreeNode[]>([])
  const [regionOpen, setRegionOpen] = useState(false)
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const set = (patch: Partial<State>) => {
    setS((old) => ({ ...old, ...patch }))
    setError(null)
  }
  const canImport = addressImportSupported()

  useEffect(() => {
    queryAreaTree().then(setTree, () => undefined)
  }, [])
  useEffect(() => {
    if (pickedDetail) set({ recvAddress: pickedDetail })
  }, [pickedDetail])

  const doImport = async () => {
    try {
      const a = await importAddress()
      set({
        recvName: a.recvName,
        contactNumber: a.contactNumber,
        recvProvince: a.recvProvince,
        recvCity: a.recvCity,
        recvArea: a.recvArea,
        recvAddress: a.recvAddress,
      })
    } catch (e) {
      const msg = (e as Error)?.message
      if (msg && !/cancel/i.test(msg)) toast(msg)
    }
  }

  const submit = async () => {
    const bad = validateAddress(s)
    if (bad) {
      setError(bad)
      toast(bad.message)
      return
    }
    setError(null)
    await onSubmit({
      ...(initial?.id ? { id: initial.id } : {}),
      recvName: s.recvName.replace(/\s+/g, ''),
      contactNumber: s.contactNumber.replace(/\s+/g, ''),
      recvProvince: s.recvProvince,
      recvCity: s.recvCity,
      recvArea: s.recvArea,
      recvAddress: s.recvAddress.trim(),
      defaultUse: s.defaultUse ? 0 : 1,
    }).catch(() => undefined)
  }

  const err = (field: string) => (error?.field === field ? <Text className="address-form__error">{error.message}</Text> : null)
  const region = regionText(s)

  return (
    <View className="address-form">
      {canImport ? (
        <View className="address-form__import" onClick={doImport}>
          <Text>一键导入收货地址</Text>
          <Text className="address-form__arrow">›</Text>
        </View>
      ) : null}
      <View className="address-form__group">
        <View className="address-form__item">
          <Text className="address-form__label">收货人</Text>
          <Input
            className="address-form__input"
            name="recvName"
            placeholder="请输入收货人姓名"
            maxLength={RECV_NAME_MAX_LENGTH}
            value={s.recvName}
            onChange={(v) => set({ recvName: v })}
          />
        </View>
        {err('recvName')}
        <View className="address-form__item">
          <Text className="address-form__label">手机号</Text>
          <Input
            className="address-form__input"
            name="contactNumber"
            type="tel"
            placeholder="请输入手机号"
            maxLength={PHONE_MAX_LENGTH}
            value={s.contactNumber}
            onChange={(v) => set({ contactNumber: v })}
          />
        </View>
        {err('contactNumber')}
        <View className="address-form__item" onClick={() => setRegionOpen(true)}>
          <Text className="address-form__label">所在地区</Text>
          <Text className={`address-form__region ${region ? '' : 'address-form__region--empty'}`}>{region || '请选择省 / 市 / 区'}</Text>
          <Text className="address-form__arrow">›</Text>
        </View>
        {err('region')}
        <View className="address-form__item address-form__item--top">
          <Text className="address-form__label">详细地址</Text>
          <TextArea
            className="address-form__detail"
            placeholder="街道、楼牌号等"
            maxLength={ADDRESS_DETAIL_MAX_LENGTH}
            value={s.recvAddress}
            onChange={(v) => set({ recvAddress: v })}
          />
        </View>
        {onChooseLocation ? (
          <View className="address-form__loc" onClick={onChooseLocation}>
            <Text>定位选择地址</Text>
            <Text className="address-form__arrow">›</Text>
          </View>
        ) : null}
        {err('recvAddress')}
        <View className="address-form__item address-form__item--last">
          <Text className="address-form__label address-form__label--wide">设为默认地址</Text>
          <Switch checked={s.defaultUse} onChange={(v: boolean) => set({ defaultUse: v })} className="address-form__switch" />
        </View>
      </View>
      <View className="address-form__submit">
        <Button block type="primary" className="address-form__save" onClick={submit}>
          保存
        </Button>
      </View>
      <Cascader
        visible={regionOpen}
        title="选择所在地区"
        options={tree as any}
        optionKey={{ textKey: 'name', valueKey: 'code', childrenKey: 'children' }}
        closeable
        onClose={() => setRegionOpen(false)}
        onChange={(_v, path) => {
          const names = (path || []).map((n: any) => n.text ?? n.name)
          set({ recvProvince: names[0] || '', recvCity: names[1] || '', recvArea: names[2] || '' })
          setRegionOpen(false)
        }}
      />
    </View>
  )
}
