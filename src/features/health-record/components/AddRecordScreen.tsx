import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import {
  RECORD_CATEGORIES,
  RECORD_CATEGORY_LABELS,
  RECORD_FILE_MAX_BYTES,
  validateRecordFields,
  type RecordCategory,
} from '@/domain/records'
import { RECORD_FILE_REQUIRED, RECORD_FILE_TOO_LARGE, RECORD_UPLOADED } from '@/domain/messages/records'
import { HEALTH_CONSENT_REQUIRED } from '@/domain/messages/health'
import { businessToday } from '@/domain/time'
import { useQuery } from '@/shared/data'
import { pdfPickSupported, pickFile, toast, type PickedFile } from '@/shared/platform'
import { redirect } from '@/shared/routes/navigate'
import DateField from '@/shared/ui/DateField'
import StatusView from '@/shared/ui/StatusView'
import { queryMembers, uploadRecord } from '../api'
import MemberChips from './MemberChips'
import '../health-record.scss'

/**
 * /addRecord (issue 13 item 7): upload one report or case document for a member — a photo (camera or album) or a
 * PDF, its name, date, hospital and a note. The fields are checked with validateRecordFields (the server checks them
 * again, and the file's kind from its bytes); images lose their location and camera data on the server.
 */
export default function AddRecordScreen({ initialMemberId, initialCategory }: { initialMemberId?: number; initialCategory?: string }) {
  const members = useQuery(['health-members'], () => queryMembers())
  const [selected, setSelected] = useState<number | null>(initialMemberId ?? null)
  const [category, setCategory] = useState<RecordCategory>(initialCategory === 'case' ? 'case' : 'report')
  const [title, setTitle] = useState('')
  const [recordDate, setRecordDate] = useState('')
  const [hospital, setHospital] = useState('')
  const [note, setNote] = useState('')
  const [file, setFile] = useState<PickedFile | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const list = members.data ?? []
  const current = list.find((m) => m.id === selected) ?? list[0] ?? null
  const today = businessToday()

  const fail = (e: string) => {
    setError(e)
    toast(e)
  }
  const choose = async (kind: 'image' | 'pdf') => {
    const f = await pickFile(kind).catch(() => null)
    if (!f) return
    if (f.size > RECORD_FILE_MAX_BYTES) return fail(RECORD_FILE_TOO_LARGE)
    setError(null)
    setFile(f)
  }
  const submit = async () => {
    if (!current) return
    if (!current.healthConsent) return fail(HEALTH_CONSENT_REQUIRED)
    const fields = { title: title.trim(), recordDate: recordDate.trim(), hospital: hospital.trim(), note: note.trim() }
    const e = validateRecordFields(fields, today)
    if (e) return fail(e)
    if (!file) return fail(RECORD_FILE_REQUIRED)
    setError(null)
    setBusy(true)
    try {
      const r = await uploadRecord(category, { memberId: String(current.id), ...fields }, file)
      toast(RECORD_UPLOADED, 'success')
      void redirect('/recordList', { memberId: r.memberId, category: r.category })
    } catch (err: any) {
      setError(err?.message ?? null)
    } finally {
      setBusy(false)
    }
  }

  if (members.error && !members.data)
    return <StatusView kind="error" text={members.error} actionText="重试" onAction={() => void members.reload()} />
  if (members.loading && !members.data)
    return (
      <View className="health-home">
        <View className="health-skeleton" />
      </View>
    )
  if (!current) return <StatusView kind="empty" text="还没有家庭成员，请先在健康档案中添加" />

  return (
    <View className="health-home add-record">
      <View className="add-record__label">为谁上传</View>
      <MemberChips members={list} current={current.id} onChange={setSelected} />
      {!current.healthConsent ? <Text className="member-form__error">{HEALTH_CONSENT_REQUIRED}</Text> : null}
      <View className="health-card member-form add-record__form">
        <View className="member-form__item">
          <Text className="member-form__label">类型</Text>
          <View className="record-tabs record-tabs--inline">
            {RECORD_CATEGORIES.map((c) => (
              <Text
                key={c}
                className={`record-tabs__tab${c === category ? ' record-tabs__tab--active' : ''}`}
                onClick={() => setCategory(c)}
              >
                {RECORD_CATEGORY_LABELS[c]}
              </Text>
            ))}
          </View>
        </View>
        <View className="member-form__item">
          <Text className="member-form__label">名称</Text>
          <Input
            className="member-form__input"
            name="recordTitle"
            placeholder="如：血常规、出院小结"
            maxLength={30}
            value={title}
            onChange={setTitle}
          />
        </View>
        <View className="member-form__item">
          <Text className="member-form__label">日期</Text>
          <DateField
            name="recordDate"
            title="报告日期"
            placeholder="选填，如 2026-01-10"
            min="1900-01-01"
            max={today}
            value={recordDate}
            onChange={setRecordDate}
          />
        </View>
        <View className="member-form__item">
          <Text className="member-form__label">医院</Text>
          <Input
            className="member-form__input"
            name="recordHospital"
            placeholder="选填"
            maxLength={40}
            value={hospital}
            onChange={setHospital}
          />
        </View>
        <View className="member-form__item add-record__note">
          <Text className="member-form__label">备注</Text>
          <TextArea className="add-record__textarea" placeholder="选填，不超过200字" maxLength={200} value={note} onChange={setNote} />
        </View>
      </View>

      <View className="health-card add-record__file">
        {file ? (
          <View className="add-record__picked">
            {file.kind === 'image' ? (
              <Image className="add-record__preview" src={file.path} mode="aspectFit" />
            ) : (
              <View className="record-item__icon record-item__icon--pdf">PDF</View>
            )}
            <Text className="add-record__name">{file.name}</Text>
            <Text className="health-link" onClick={() => setFile(null)}>
              移除
            </Text>
          </View>
        ) : (
          <View className="add-record__hint">支持JPG、PNG图片或PDF，单个文件不超过10MB；图片的位置和相机信息会被去除</View>
        )}
        <View className="add-record__pick">
          <Button className="add-record__pick-image" onClick={() => void choose('image')}>
            拍照/相册
          </Button>
          {pdfPickSupported ? (
            <Button className="add-record__pick-pdf" onClick={() => void choose('pdf')}>
              选择PDF
            </Button>
          ) : null}
        </View>
      </View>
      {error ? <Text className="member-form__error">{error}</Text> : null}
      <View className="record-footer">
        <Button type="primary" block className="add-record__submit" loading={busy} disabled={busy} onClick={() => void submit()}>
          上传
        </Button>
      </View>
    </View>
  )
}
