import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { formatPrice, validateAppointment, validateRuleForm, type AppointPoolDay, type RuleField } from '@/domain'
import type { PeInfo } from '@contract/order'
import type { PeAddItem } from '@contract/exam'
import type { ServicePerson } from '@contract/account'
import type { ServiceInstitution } from '@contract/browse'
import StepPopup, { stepCount, type PersonMode } from './StepPopup'
import PersonListPopup from './PersonListPopup'
import RuleForm, { withValues } from './RuleForm'
import BookService from './BookService'
import { servicePersonDetail } from '@/features/address-person'
import './order-widgets.scss'

/** PeInfo as the app sends it: with the chosen add-on items of the unit */
export type PeInfoDraft = PeInfo & { addItemIds?: number[] }

interface UnitDraft {
  personId: number | null
  personName: string
  values: Record<string, string>
  date: string | null
  time: string | null
  addItemIds: number[]
}

export const SELECT_PERSON = '请选择服务人'

export interface ExamUnitsEditorProps {
  visible: boolean
  title?: string
  units: number
  fields: RuleField[]
  pool: AppointPoolDay[]
  addItems?: PeAddItem[]
  persons: ServicePerson[]
  institution?: ServiceInstitution | null
  initial?: PeInfoDraft[]
  onConfirm: (list: PeInfoDraft[]) => void
  onClose: () => void
  /** 添加服务人 in the person list (absent: 关闭) */
  onAddPerson?: () => void
}

/** a person's non-secret facts prefill the matching rule fields (name, sex, age, marital status) */
export function prefillFromPerson(fields: readonly RuleField[], p: ServicePerson, values: Record<string, string>): Record<string, string> {
  const out = { ...values }
  for (const f of fields) {
    const id = String(f.fieldId)
    const n = f.showName || ''
    if (n.includes('姓名')) out[id] = p.name
    else if (n.includes('性别')) out[id] = p.sexStr || (p.sex === 1 ? '男' : '女')
    else if (n.includes('年龄')) out[id] = String(p.age ?? '')
    else if (n.includes('婚')) out[id] = p.maritalStatusStr || (p.maritalStatus === 1 ? '已婚' : '未婚')
    // masked values (lists) never fill a field; the owner's detail does
    else if (n.includes('身份证') && p.idNumber && !p.idNumber.includes('*')) out[id] = p.idNumber
    else if ((n.includes('手机') || n.includes('电话')) && p.phone && !p.phone.includes('*')) out[id] = p.phone
  }
  return out
}

const draftOf = (info: PeInfoDraft | undefined, persons: ServicePerson[]): UnitDraft => ({
  personId: info?.examPersonId ?? null,
  personName: persons.find((p) => p.id === info?.examPersonId)?.name ?? '',
  values: Object.fromEntries((info?.filedInfo ?? []).map((f) => [String(f.fieldId), f.value ?? ''])),
  date: info?.appointedDate || null,
  time: info?.appointedTime || null,
  addItemIds: info?.addItemIds ?? [],
})

/** the message that stops a unit, null when complete: person, then rule form, then appointment (domain rules) */
export function validateUnit(d: UnitDraft, fields: readonly RuleField[], pool: readonly AppointPoolDay[]): string | null {
  if (!d.personId) return SELECT_PERSON
  return validateRuleForm(withValues(fields, d.values)) ?? validateAppointment({ pool, appointedDate: d.date, appointedTime: d.time })
}

/**
 * The per-unit editor of an exam / service-person line: the service-person step popup with, per
 * step, the person (person-list popup), the pre-appointment rule form, 预约服务 (calendar + slots)
 * and add-on items. Same person for all units or one per unit; every step validated.
 */
export default function ExamUnitsEditor({
  visible,
  title,
  units,
  fields,
  pool,
  addItems = [],
  persons,
  institution,
  initial = [],
  onConfirm,
  onClose,
  onAddPerson,
}: ExamUnitsEditorProps) {
  const [mode, setMode] = useState<PersonMode>('same')
  const [step, setStep] = useState(0)
  const [drafts, setDrafts] = useState<UnitDraft[]>([])
  const [picking, setPicking] = useState(false)
  useEffect(() => {
    if (!visible) return
    const list = Array.from({ length: Math.max(1, units) }, (_, i) => draftOf(initial[i], persons))
    setDrafts(list)
    const distinct = new Set(list.map((d) => d.personId).filter(Boolean)).size
    setMode(distinct > 1 ? 'different' : 'same')
    setStep(0)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resets the editor each time it opens; the units are read at that moment
  }, [visible])
  const d = drafts[step] ?? draftOf(undefined, persons)
  const patch = (p: Partial<UnitDraft>) => setDrafts((all) => all.map((x, i) => (i === step ? { ...x, ...p } : x)))

  const confirm = () => {
    const count = stepCount(units, mode)
    const chosen = Array.from({ length: Math.max(1, units) }, (_, i) => drafts[mode === 'same' ? 0 : Math.min(i, count - 1)])
    onConfirm(
      chosen.map((x) => ({
        serviceInstitution: institution ?? null,
        examPersonId: x.personId,
        filedInfo: withValues(fields, x.values).map((f) => ({
          fieldId: Number(f.fieldId),
          showName: f.showName,
          value: String(f.value ?? '').replace(/\s/g, ''),
        })),
        appointedDate: x.date || '',
        appointedTime: x.time || '',
        addItemIds: x.addItemIds,
      })),
    )
  }

  return (
    <>
      <StepPopup
        visible={visible}
        title={title}
        units={units}
        mode={mode}
        onModeChange={setMode}
        step={step}
        onStepChange={setStep}
        validateStep={(i) => validateUnit(drafts[i] ?? draftOf(undefined, persons), fields, pool)}
        onConfirm={confirm}
        onClose={onClose}
        renderStep={() => (
          <View className="unit-editor">
            <View className="sp-selector__row unit-editor__person" onClick={() => setPicking(true)}>
              <Text className="sp-selector__label">服务人</Text>
              <Text className={`sp-selector__value ${d.personName ? '' : 'sp-selector__value--empty'}`}>
                {d.personName || SELECT_PERSON}
              </Text>
              <Text className="sp-selector__arrow">›</Text>
            </View>
            {fields.length ? (
              <RuleForm fields={fields} values={d.values} onChange={(id, v) => patch({ values: { ...d.values, [id]: v } })} />
            ) : null}
            {pool.length ? <BookService pool={pool} date={d.date} time={d.time} onChange={(v) => patch(v)} /> : null}
            {addItems.length ? (
              <View className="unit-editor__adds">
                <Text className="book-service__title">加项</Text>
                {addItems.map((a) => {
                  const on = d.addItemIds.includes(a.id)
                  return (
                    <View
                      key={a.id}
                      className="unit-editor__add"
                      data-add={a.id}
                      onClick={() => patch({ addItemIds: on ? d.addItemIds.filter((x) => x !== a.id) : [...d.addItemIds, a.id] })}
                    >
                      <Checkbox checked={on} />
                      <Text className="unit-editor__add-name">{a.itemName}</Text>
                      <Text className="unit-editor__add-price">+¥{formatPrice(a.price)}</Text>
                    </View>
                  )
                })}
              </View>
            ) : null}
          </View>
        )}
      />
      <PersonListPopup
        visible={visible && picking}
        persons={persons}
        selectedId={d.personId}
        onClose={() => setPicking(false)}
        onAdd={onAddPerson}
        onSelect={async (p) => {
          setPicking(false)
          patch({ personId: p.id, personName: p.name, values: prefillFromPerson(fields, p, d.values) })
          let full: ServicePerson | null = null
          try {
            full = (await servicePersonDetail(p.id, { silent: true })) ?? null
          } catch {
            full = null
          }
          if (full)
            patch({ personId: p.id, personName: p.name, values: prefillFromPerson(fields, full, prefillFromPerson(fields, p, d.values)) })
        }}
      />
    </>
  )
}
