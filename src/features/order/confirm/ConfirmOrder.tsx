/**
 * Confirm order (SPEC §2 /webOrderDetail goods, /serPackageOrderDetail exam packages): address (default
 * or chosen in /webAddress?select=1) or pickup info (/editPickupInfo), service persons per role and the
 * step popup for exam units (person, rule form, 预约服务, add-on items), gifts, coupon (best
 * preselected), 金额明细 from the server, pay channel, and submit → pay. State and calls: useConfirmOrder;
 * the sections: AddressSection (with PickupSection), LinesSection; the rules: ./model.
 */
import { View, Text, Textarea } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatPrice, giftMaxCount, needsDeliveryAddress } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { PayChannelPicker } from '@/features/pay'
import AddressSection from './AddressSection'
import AmountDetails from './AmountDetails'
import ExamUnitsEditor from './ExamUnitsEditor'
import GiftPicker from './GiftPicker'
import LinesSection from './LinesSection'
import OrderCouponPopup from './OrderCouponPopup'
import PersonListPopup from './PersonListPopup'
import { lineKey } from './model'
import { useConfirmOrder } from './useConfirmOrder'
import './confirm.scss'

export interface ConfirmOrderProps {
  /** goods (/webOrderDetail) or exam packages (/serPackageOrderDetail): coupon calls differ */
  kind: 'goods' | 'package'
}

export default function ConfirmOrder({ kind }: ConfirmOrderProps) {
  const {
    hospitalId,
    failed,
    lines,
    price,
    payable,
    addItemMoney,
    promotions,
    delivery,
    persons,
    loadPersons,
    units,
    roles,
    editing,
    setEditing,
    editRule,
    rolePick,
    setRolePick,
    gifts,
    setGifts,
    giftOpen,
    setGiftOpen,
    couponId,
    setCouponId,
    coupons,
    couponOpen,
    setCouponOpen,
    openCoupons,
    reprice,
    saveUnits,
    saveRole,
    channels,
    channel,
    setChannel,
    remark,
    setRemark,
    submitting,
    submit,
  } = useConfirmOrder(kind)

  if (failed)
    return (
      <View className="confirm confirm--failed">
        <Text className="confirm__failed">{failed}</Text>
      </View>
    )
  if (!lines) return <View className="confirm confirm--loading" />

  return (
    <View className="confirm">
      {needsDeliveryAddress(lines) ? <AddressSection {...delivery} hospitalId={hospitalId} /> : null}

      <LinesSection
        lines={lines}
        price={price}
        units={units}
        roles={roles}
        persons={persons}
        onPickRole={(line, role) => {
          loadPersons()
          setRolePick({ line, role })
        }}
        onEditUnits={setEditing}
      />

      <View className="confirm__card">
        {promotions.map((p) =>
          (gifts[p.activityId] ?? []).length ? (
            <View key={p.activityId} className="confirm__cell confirm__gift" onClick={() => setGiftOpen(p.activityId)}>
              <Text className="confirm__cell-label">赠品</Text>
              <Text className="confirm__cell-value">{`已选${(gifts[p.activityId] ?? []).filter((g) => g.checked).length}件`}</Text>
              <Text className="confirm__arrow">›</Text>
            </View>
          ) : null,
        )}
        <View className="confirm__cell confirm__coupon" onClick={openCoupons}>
          <Text className="confirm__cell-label">优惠券</Text>
          <Text className={`confirm__cell-value ${price?.couponDiscountMoney ? 'confirm__cell-value--red' : ''}`}>
            {price?.couponDiscountMoney
              ? `-¥${formatPrice(price.couponDiscountMoney)}`
              : price?.usableCouponNum
                ? `${price.usableCouponNum}张可用`
                : '暂无可用'}
          </Text>
          <Text className="confirm__arrow">›</Text>
        </View>
        <View className="confirm__cell confirm__remark">
          <Text className="confirm__cell-label">备注</Text>
          <Textarea
            className="confirm__remark-input"
            value={remark}
            maxlength={100}
            autoHeight
            placeholder="选填，请先和商家协商一致"
            onInput={(e) => setRemark(String(e.detail.value))}
          />
        </View>
      </View>

      <AmountDetails totals={price ? { ...price, actualPrice: payable! } : null} addItemMoney={addItemMoney} />
      <PayChannelPicker channels={channels} value={channel} onChange={setChannel} />

      <View className="confirm__bar">
        <Text className="confirm__bar-total">
          实付款：<Text className="confirm__bar-money">¥{payable === undefined ? '--' : formatPrice(payable)}</Text>
        </Text>
        <Button type="primary" className="confirm__submit" loading={submitting} disabled={!price} onClick={submit}>
          提交订单
        </Button>
      </View>

      {editing && editRule ? (
        <ExamUnitsEditor
          visible
          title={editing.goodsName}
          units={Math.max(1, editing.goodsNum)}
          fields={editRule.fields}
          pool={editRule.pool}
          addItems={editRule.addItems}
          persons={persons}
          institution={editing.peInfoList?.[0]?.serviceInstitution}
          initial={units[lineKey(editing)] ?? []}
          onAddPerson={() => navigate('/patientAdd', { hospitalId })}
          onClose={() => setEditing(null)}
          onConfirm={(list) => saveUnits(editing, list)}
        />
      ) : null}
      {rolePick ? (
        <PersonListPopup
          visible
          title={`选择${rolePick.role.serviceRoleName}`}
          persons={persons}
          selectedId={roles[lineKey(rolePick.line)]?.[String(rolePick.role.id)] ?? null}
          onAdd={() => navigate('/patientAdd', { hospitalId })}
          onClose={() => setRolePick(null)}
          onSelect={(p) => saveRole(rolePick.line, rolePick.role, p)}
        />
      ) : null}
      {giftOpen !== null ? (
        <GiftPicker
          visible
          gifts={gifts[giftOpen] ?? []}
          max={giftMaxCount(promotions.find((p) => p.activityId === giftOpen)?.reductionDetailCurrent?.giftNum, gifts[giftOpen] ?? [])}
          onClose={() => setGiftOpen(null)}
          onConfirm={(list) => {
            setGifts({ ...gifts, [giftOpen]: list })
            setGiftOpen(null)
          }}
        />
      ) : null}
      <OrderCouponPopup
        visible={couponOpen}
        usable={coupons?.usable ?? []}
        unusable={coupons?.unusable ?? []}
        selectedId={couponId}
        onClose={() => setCouponOpen(false)}
        onConfirm={(id) => {
          setCouponOpen(false)
          setCouponId(id)
          reprice(id)
        }}
      />
    </View>
  )
}
