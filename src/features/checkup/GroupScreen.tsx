import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { toast } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { addMoney, formatPrice, validateIdNumber, validatePhone } from '@/domain'
import { addOnTotal, annotateAddOns } from '@/domain/checkup'
import { CHECKUP_MSG } from '@/domain/messages/checkup'
import type { GroupEntry } from '@contract/exam'
import { payAgain } from '@/features/pay'
import { bookGroup, checkGroupIdentity, queryGroupBatches, queryPackageDetail } from './api'
import SlotPicker, { type SlotChoice } from './SlotPicker'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/**
 * /medical, /checkup/copersonal: group check-ups. The employee picks the company batch, proves who they
 * are against the roster (name + ID number + phone; failures capped on the server), sees the packages the
 * company allows for them (sex, age), picks one, the package's own add-ons (sex/age rules of
 * src/domain/checkup) and a slot within the batch's window. A company-paid batch: the package is free and
 * the add-ons are paid by the employee at the normal cashier (payAgain on the add-ons order); an
 * employee-paid batch: the package (+ add-ons) at the cashier. The booking then shows in 我的体检 with its
 * payment (reschedule / cancel there; cancelling refunds what was paid).
 */
export default function GroupScreen() {
  const batches = useQuery(['pe-group-batches'], queryGroupBatches)
  const [batchId, setBatchId] = useState<number | null>(null)
  const [form, setForm] = useState({ name: '', idNumber: '', phone: '' })
  const [consent, setConsent] = useState(false)
  const [error, setError] = useState('')
  const [entry, setEntry] = useState<GroupEntry | null>(null)
  const [packageId, setPackageId] = useState<number | null>(null)
  const [slot, setSlot] = useState<SlotChoice | null>(null)
  const [addIds, setAddIds] = useState<number[]>([])
  const detail = useQuery(['pe-detail', packageId ?? 0], () => queryPackageDetail(packageId!), { enabled: !!packageId && !entry?.booking })
  const set = (k: keyof typeof form, v: string) => (setForm((o) => ({ ...o, [k]: v })), setError(''))

  const verify = async () => {
    const bid = batchId ?? batches.data?.[0]?.batchId
    if (!bid) return setError(CHECKUP_TEXT.pickCompany)
    if (!form.name.trim()) return setError('请输入姓名')
    const m = validateIdNumber(form.idNumber) ?? validatePhone(form.phone)
    if (m) return setError(m)
    if (!consent) return setError(CHECKUP_MSG.ID_CONSENT_REQUIRED)
    try {
      const e = await checkGroupIdentity({ batchId: bid, ...form, consent: true })
      setEntry(e)
      setPackageId(e.packages.find((p) => p.eligible)?.packageId ?? null)
    } catch (err) {
      setError((err as Error).message)
    }
  }
  const selfPay = entry?.batch.payer === 'self'
  const pkg = entry?.packages.find((p) => p.packageId === packageId) ?? null
  // the add-ons for this employee, by the roster's sex, age and marital status (the server checks the same rules)
  const addItems =
    detail.data && entry && detail.data.packageId === packageId
      ? annotateAddOns(detail.data.addItems, {
          sex: entry.person.sex,
          age: entry.person.age,
          maritalStatus: entry.person.maritalStatus,
        })
      : []
  const chosen = addIds.filter((id) => addItems.find((a) => a.id === id)?.eligible)
  const addOns = addOnTotal(addItems, chosen)
  const payable = selfPay && pkg ? addMoney(pkg.price, addOns) : addOns
  const toggle = (id: number) => (setAddIds((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])), setError(''))
  const book = async () => {
    if (!entry || !packageId) return setError(CHECKUP_TEXT.pickPackage)
    if (!slot?.time) return setError('请选择预约时间段')
    try {
      const e = await bookGroup({
        rosterId: entry.rosterId,
        packageId,
        appointedDate: slot.date,
        appointedTime: slot.time,
        ...(chosen.length ? { addItemIds: chosen } : {}),
      })
      setEntry(e)
      toast('预约成功', 'success')
      // what the employee pays goes through the normal cashier
      if (e.booking?.addOnOrderId && e.booking.addOnPay === 'unpaid') await payAgain(e.booking.addOnOrderId)
    } catch (err) {
      setError((err as Error).message)
    }
  }
  const toPay = payable.gt(0)
  const footer =
    entry && !entry.booking ? (
      <View className="ck-footer">
        <Text className="ck-hint ck-group__payer">
          {selfPay
            ? CHECKUP_TEXT.selfPays(formatPrice(payable))
            : toPay
              ? CHECKUP_TEXT.addOnsSelfPay(formatPrice(addOns))
              : CHECKUP_TEXT.companyPays}
        </Text>
        <Button type="primary" className="ck-footer__btn ck-group__book" onClick={book}>
          {toPay ? CHECKUP_TEXT.bookAndPay : CHECKUP_TEXT.bookNoPay}
        </Button>
      </View>
    ) : null
  return (
    <Page onRefresh={batches.reload} footer={footer}>
      <View className="ck-detail ck-group-page">
        {!entry ? (
          <>
            <View className="ck-section">
              <Text className="ck-section__title">{CHECKUP_TEXT.company}</Text>
              {batches.data && !batches.data.length ? (
                <StatusView kind="empty" text={CHECKUP_TEXT.noBatches} />
              ) : (
                (batches.data ?? []).map((b, i) => {
                  const on = (batchId ?? batches.data?.[0]?.batchId) === b.batchId
                  return (
                    <View
                      key={b.batchId}
                      data-batch={b.batchId}
                      className={`ck-batch ${on ? 'ck-batch--on' : ''}`}
                      onClick={() => setBatchId(b.batchId)}
                    >
                      <Text className="ck-item__name">
                        {i + 1}. {b.companyName}
                      </Text>
                      <Text className="ck-item__meaning">
                        {b.batchName}：{b.startDate} 至 {b.endDate}
                      </Text>
                    </View>
                  )
                })
              )}
            </View>
            <View className="ck-section ck-form">
              <Text className="ck-section__title">{CHECKUP_TEXT.verify}</Text>
              <Input
                className="ck-input"
                name="name"
                placeholder="请输入姓名"
                value={form.name}
                onInput={(e) => set('name', e.detail.value)}
              />
              <Input
                className="ck-input"
                name="idNumber"
                placeholder="请输入身份证号"
                maxlength={18}
                value={form.idNumber}
                onInput={(e) => set('idNumber', e.detail.value)}
              />
              <Input
                className="ck-input"
                name="phone"
                type="number"
                placeholder="请输入手机号"
                maxlength={11}
                value={form.phone}
                onInput={(e) => set('phone', e.detail.value)}
              />
              <View className="ck-consent" data-consent onClick={() => (setConsent(!consent), setError(''))}>
                <Checkbox checked={consent} />
                <Text className="ck-hint">{CHECKUP_TEXT.groupConsent}</Text>
              </View>
              {error ? <Text className="ck-warn ck-person__error">{error}</Text> : null}
              <Button type="primary" block className="ck-form__btn" onClick={verify}>
                {CHECKUP_TEXT.verifyBtn}
              </Button>
            </View>
          </>
        ) : (
          <>
            <View className="ck-section" data-entry={entry.rosterId}>
              <Text className="ck-section__title">{entry.batch.companyName}</Text>
              <Text className="ck-inst__line">
                {entry.person.name} · {entry.person.sexStr} · {entry.person.age}岁
              </Text>
              <Text className="ck-inst__line">身份证号：{entry.person.idNumber}</Text>
              <Text className="ck-inst__line">手机号：{entry.person.phone}</Text>
              <Text className="ck-inst__line">
                体检时间：{entry.batch.startDate} 至 {entry.batch.endDate}
              </Text>
            </View>
            {entry.booking ? (
              <View className="ck-section ck-booked" data-booked={entry.booking.appointmentId}>
                <Text className="ck-section__title">{CHECKUP_TEXT.booked}</Text>
                <Text className="ck-inst__line">{entry.booking.packageName}</Text>
                <Text className="ck-inst__line">
                  {entry.booking.appointedDate} {entry.booking.appointedTime}
                </Text>
                {entry.booking.addOns.length ? (
                  <Text className="ck-inst__line ck-group__addons">
                    {CHECKUP_TEXT.addOnsLabel}：{entry.booking.addOns.map((a) => `${a.itemName} ¥${formatPrice(a.price)}`).join('、')}
                  </Text>
                ) : null}
                {entry.booking.addOnPayText ? (
                  <Text className={`ck-tag ck-group__pay ck-group__pay--${entry.booking.addOnPay}`}>{entry.booking.addOnPayText}</Text>
                ) : null}
                <Text className="ck-hint">{selfPay ? CHECKUP_TEXT.selfPaid : CHECKUP_TEXT.companyPaid}</Text>
                {entry.booking.addOnOrderId && entry.booking.addOnPay === 'unpaid' ? (
                  <Button type="primary" className="ck-form__btn ck-group__paynow" onClick={() => payAgain(entry.booking!.addOnOrderId!)}>
                    {CHECKUP_TEXT.payNow}
                  </Button>
                ) : null}
                <Button className="ck-form__btn" onClick={() => navigate('/checkup/home/mine')}>
                  {CHECKUP_TEXT.goMine}
                </Button>
              </View>
            ) : (
              <>
                <View className="ck-section">
                  <Text className="ck-section__title">{CHECKUP_TEXT.pickPackage}</Text>
                  {entry.packages.map((p) => (
                    <View
                      key={p.packageId}
                      data-package={p.packageId}
                      className={`ck-addon__item ${p.eligible ? '' : 'ck-addon__item--off'}`}
                      onClick={() => p.eligible && (setPackageId(p.packageId), setSlot(null), setAddIds([]), setError(''))}
                    >
                      <Checkbox checked={packageId === p.packageId} disabled={!p.eligible} />
                      <View className="ck-addon__body">
                        <View className="ck-item__head">
                          <Text className="ck-item__name">{p.packageName}</Text>
                          <Text className="ck-item__price">¥{formatPrice(p.price)}</Text>
                        </View>
                        <Text className="ck-item__meaning">
                          共{p.itemCount}项 · {selfPay ? '个人支付' : '单位支付'}
                        </Text>
                        {p.reason ? <Text className="ck-warn">{p.reason}</Text> : null}
                      </View>
                    </View>
                  ))}
                </View>
                {packageId && addItems.length ? (
                  <View className="ck-section ck-group__addon-list">
                    <Text className="ck-section__title">{CHECKUP_TEXT.groupAddOns}</Text>
                    {addItems.map((a) => (
                      <View
                        key={a.id}
                        data-add-item={a.id}
                        className={`ck-addon__item ${a.eligible ? '' : 'ck-addon__item--off'}`}
                        onClick={() => a.eligible && toggle(a.id)}
                      >
                        <Checkbox checked={chosen.includes(a.id)} disabled={!a.eligible} />
                        <View className="ck-addon__body">
                          <View className="ck-item__head">
                            <Text className="ck-item__name">{a.itemName}</Text>
                            <Text className="ck-item__price">¥{formatPrice(a.price)}</Text>
                          </View>
                          {a.meaning ? <Text className="ck-item__meaning">{a.meaning}</Text> : null}
                          {a.ineligibleReason ? <Text className="ck-warn">{a.ineligibleReason}</Text> : null}
                        </View>
                      </View>
                    ))}
                  </View>
                ) : null}
                {packageId ? (
                  <View className="ck-section">
                    <Text className="ck-section__title">{CHECKUP_TEXT.pickDate}</Text>
                    <SlotPicker
                      packageId={packageId}
                      value={slot}
                      onChange={(v) => (setSlot(v), setError(''))}
                      from={entry.batch.startDate}
                      to={entry.batch.endDate}
                    />
                    {error ? <Text className="ck-warn ck-person__error">{error}</Text> : null}
                  </View>
                ) : null}
              </>
            )}
          </>
        )}
      </View>
    </Page>
  )
}
