import { useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Input, Popup, Skeleton, Step, Steps } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { formatPrice } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { confirm, toast } from '@/shared/platform'
import { useQuery } from '@/shared/data'
import { afterSaleDetail, cancelAfterSale, getLogistic, submitLogistic } from './api'
import { afterSaleSteps } from './steps'
import '../order-pages.scss'

const Row = ({ label, value }: { label: string; value: string }) => (
  <View className="ox-row">
    <Text>{label}</Text>
    <Text className="ox-row__value">{value}</Text>
  </View>
)

/** SPEC §2 /afterSaleDetail?id= (or orderId=): status steps, return logistics (getLogistic type 11), cancel. */
export default function AfterSaleDetailScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const detail = useQuery(['afterSaleDetail', query.id, query.orderId], () =>
    afterSaleDetail(query.id ? { id: Number(query.id) } : query.orderId ? { orderId: Number(query.orderId) } : {}, { silent: true }),
  )
  const d = detail.data
  const error = detail.error
  const load = detail.reload
  const logistics = useQuery(['logistics'], () => getLogistic(), { enabled: !!d?.canSubmitLogistic })
  const companies = (!logistics.error && logistics.data) || []
  const [company, setCompany] = useState<{ code: string; name: string } | null>(null)
  const [picking, setPicking] = useState(false)
  const [no, setNo] = useState('')

  if (error)
    return (
      <Page>
        <StatusView kind="error" text={error} />
      </Page>
    )
  if (!d)
    return (
      <Page>
        <View className="ox-page">
          <View className="ox-section">
            <Skeleton rows={6} animated />
          </View>
        </View>
      </Page>
    )

  const steps = afterSaleSteps(d)
  const ended = d.status === 5 || d.status === 6
  const sendLogistic = async () => {
    if (!company) return toast('请选择物流公司')
    if (!no.trim()) return toast('请输入物流单号')
    await submitLogistic({ id: d.afterSaleId, logisticsCode: company.code, logisticsNo: no.trim() }).then(
      () => (toast('已提交', 'success'), load()),
      () => undefined,
    )
  }
  const footer = d.canCancel ? (
    <View className="ox-footer">
      <Button
        size="small"
        className="asd__cancel"
        onClick={async () => {
          if (!(await confirm({ content: '确定撤销本次售后申请？' }))) return
          await cancelAfterSale(d.afterSaleId).then(
            () => (toast('已撤销', 'success'), load()),
            () => undefined,
          )
        }}
      >
        撤销申请
      </Button>
    </View>
  ) : undefined

  return (
    <Page onRefresh={load} footer={footer}>
      <View className="ox-page asd" data-status={d.status}>
        <View className="ox-status">
          <Text className="ox-status__label asd__status">{d.statusStr}</Text>
          <Text className="ox-status__sub">售后单号 {d.afterSaleNo}</Text>
        </View>
        {!ended ? (
          <View className="ox-section">
            <Steps value={steps.value} className="as-steps">
              {steps.titles.map((t, i) => (
                <Step key={t} value={i + 1} title={t} />
              ))}
            </Steps>
          </View>
        ) : null}
        {d.canSubmitLogistic ? (
          <View className="ox-section asd__logistic">
            <Text className="ox-section__title">寄回商品</Text>
            <Text className="ox-note">退货地址：{d.returnAddress}</Text>
            <View className="ox-field" onClick={() => setPicking(true)}>
              <Text className="ox-field__label">物流公司</Text>
              <Text className={`ox-field__value ${company ? '' : 'ox-field__value--empty'}`}>{company?.name || '请选择物流公司'} ›</Text>
            </View>
            <View className="ox-field">
              <Text className="ox-field__label">物流单号</Text>
              <Input className="ox-field__input" value={no} onChange={setNo} placeholder="请输入物流单号" />
            </View>
            <Button block type="primary" onClick={sendLogistic}>
              提交物流信息
            </Button>
          </View>
        ) : d.logisticsNo ? (
          <View className="ox-section">
            <Text className="ox-section__title">退货物流</Text>
            <Row label="物流公司" value={d.logisticsCompany || ''} />
            <Row label="物流单号" value={d.logisticsNo} />
          </View>
        ) : null}
        <View className="ox-section">
          <Text className="ox-section__title">售后信息</Text>
          {(d.goodsList || []).map((g) => (
            <View key={g.orderGoodsId} className="ox-line">
              <Image className="ox-line__img" src={g.headPic} mode="aspectFill" />
              <View className="ox-line__info">
                <Text className="ox-line__name">{g.goodsName}</Text>
                <View className="ox-line__bottom">
                  <Text>x{g.goodsNum}</Text>
                </View>
              </View>
            </View>
          ))}
          <Row label="售后类型" value={d.afterSaleTypeStr} />
          <Row label="售后原因" value={d.reason} />
          <Row label="退款金额" value={`¥${formatPrice(d.refundAmount)}`} />
          {d.description ? <Row label="问题描述" value={d.description} /> : null}
          <Row label="订单编号" value={d.orderNo} />
          <Row label="申请时间" value={d.applyTime} />
        </View>
      </View>
      <Popup visible={picking} position="bottom" round closeable onClose={() => setPicking(false)}>
        <View className="ox-pop">
          <Text className="ox-pop__title">物流公司</Text>
          {companies.map((c) => (
            <Text
              key={c.code}
              className={`ox-pop__opt ${company?.code === c.code ? 'ox-pop__opt--on' : ''}`}
              onClick={() => (setCompany(c), setPicking(false))}
            >
              {c.name}
            </Text>
          ))}
        </View>
      </Popup>
    </Page>
  )
}
