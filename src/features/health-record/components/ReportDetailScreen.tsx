import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { RECORD_DELETED } from '@/domain/messages/records'
import { useQuery } from '@/shared/data'
import { confirm, localFileUrl, openDocument, toast } from '@/shared/platform'
import { back, navigate } from '@/shared/routes/navigate'
import StatusView from '@/shared/ui/StatusView'
import { delRecord, queryRecordDetail, recordFileSource } from '../api'
import '../health-record.scss'

/**
 * /reportDetail (issue 13 item 7): one uploaded report or case. An image is fetched with the login headers (the API
 * serves it to its owner only) and shown, tap to enlarge; a PDF opens in the platform's document viewer (H5: the
 * browser's download) as the check-up reports do. The app stores and shows the document; it does not read it — so no
 * vitals disclaimer here (HEALTH_NOT_DIAGNOSIS is about the vitals' classification: shown where vitals are shown).
 */
export default function ReportDetailScreen({ id }: { id: number }) {
  const detail = useQuery(['health-record-file', id], () => queryRecordDetail(id), { enabled: id > 0 })
  const r = detail.data
  const [image, setImage] = useState<string | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  useEffect(() => {
    if (!r?.isImage) return
    const src = recordFileSource(r)
    let gone = false
    localFileUrl(src.url, src.headers).then(
      (p) => !gone && setImage(p),
      (e) => !gone && setImageError(e?.message || '图片加载失败'),
    )
    return () => {
      gone = true
    }
  }, [r])

  const openPdf = async () => {
    if (!r) return
    const src = recordFileSource(r)
    await openDocument(src.url, src.headers, `${r.title}.pdf`).catch((e) => toast(e?.message || '文件打开失败'))
  }
  const remove = async () => {
    if (!r || !(await confirm({ content: `删除“${r.title}”？删除后文件不可恢复。` }))) return
    const ok = await delRecord(r.id).catch(() => null)
    if (!ok) return
    toast(RECORD_DELETED, 'success')
    void back().catch(() => navigate('/recordList', { memberId: r.memberId }))
  }

  if (!(id > 0)) return <StatusView kind="notFound" />
  if (detail.error && !r) return <StatusView kind="error" text={detail.error} actionText="重试" onAction={() => void detail.reload()} />
  if (!r)
    return (
      <View className="health-home">
        <View className="health-skeleton" />
      </View>
    )

  return (
    <View className="health-home report-detail">
      <View className="health-card">
        <View className="report-detail__title">{r.title}</View>
        <View className="record-item__meta">
          {r.categoryStr}
          {r.recordDate ? ` · ${r.recordDate}` : ''}
          {r.hospital ? ` · ${r.hospital}` : ''}
        </View>
        {r.note ? <View className="report-detail__note">{r.note}</View> : null}
        <View className="record-item__meta">
          上传于 {r.createTime.slice(0, 16)} · {r.fileSizeStr}
        </View>
      </View>
      {r.isImage ? (
        <View className="health-card report-detail__image-box">
          {image ? (
            <Image
              className="report-detail__image"
              src={image}
              mode="widthFix"
              onClick={() => void Taro.previewImage({ urls: [image], current: image }).catch(() => undefined)}
            />
          ) : imageError ? (
            <Text className="member-form__error">{imageError}</Text>
          ) : (
            <View className="health-skeleton" />
          )}
        </View>
      ) : (
        <View className="health-card report-detail__pdf">
          <View className="record-item__icon record-item__icon--pdf">PDF</View>
          <Button type="primary" className="report-detail__open" onClick={() => void openPdf()}>
            打开PDF
          </Button>
        </View>
      )}
      <View className="record-footer">
        <Button block className="report-detail__delete" onClick={() => void remove()}>
          删除
        </Button>
      </View>
    </View>
  )
}
