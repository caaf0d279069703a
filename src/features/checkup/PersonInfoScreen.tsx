import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { toast } from '@/shared/platform'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { validateRuleForm } from '@/domain'
import { CHECKUP_MSG } from '@/domain/messages/checkup'
import { PersonForm, queryServicePersons, saveServicePerson } from '@/features/address-person'
import { RuleForm, withValues } from '@/features/order'
import { queryPackageDetail, queryPersonForm, savePersonForm, withdrawPersonConsent } from './api'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/** the identity fields of a rule form: the person's own (shown masked, not edited here) */
const IDENTITY = new Set([13, 14, 15, 16, 17])

/**
 * /checkup/medical-user-info?packageId=[&personId=]: who takes the check-up — one of my exam persons or a
 * new one (SPEC §5 person rules, ID-number consent; identity shown masked) — and the package's rule form
 * (SPEC §3/§5 dynamic fields, domain validateRuleForm). The answers are health data: stored only after the
 * person's separate consent, which can be withdrawn here (the stored answers are then deleted). 下一步 goes
 * on to the add-ons (/checkup/ballCheck) with the person.
 */
export default function PersonInfoScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const packageId = Number(query.packageId) || 0
  const pkg = useQuery(['pe-detail', packageId], () => queryPackageDetail(packageId), { enabled: packageId > 0 })
  const persons = useQuery(['pe-persons'], () => queryServicePersons())
  const [personId, setPersonId] = useState<number | null>(Number(query.personId) || null)
  const [adding, setAdding] = useState(false)
  const form = useQuery(['pe-person-form', packageId, personId ?? 0], () => queryPersonForm(packageId, personId!), {
    enabled: packageId > 0 && !!personId,
  })
  const [values, setValues] = useState<Record<string, string>>({})
  const [consent, setConsent] = useState(false)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!form.data) return
    setValues(Object.fromEntries(form.data.fields.map((f) => [String(f.fieldId), String(f.value ?? '')])))
    setConsent(form.data.consent)
    setError('')
  }, [form.data])
  useEffect(() => {
    // no person yet: the form to add one opens by itself
    if (persons.data && persons.data.length === 0) setAdding(true)
  }, [persons.data])

  if (!packageId)
    return (
      <Page>
        <StatusView kind="notFound" text="套餐不存在" />
      </Page>
    )
  const f = form.data
  const extraFields = (f?.fields ?? []).filter((x) => !IDENTITY.has(Number(x.fieldId)))
  const save = async () => {
    if (!f || !personId) return
    // identity fields are the person's; the rest are checked by the same §5 rules as the server
    const msg = validateRuleForm(withValues(extraFields, values))
    if (msg) return setError(msg)
    if (!f.consent && !consent) return setError(CHECKUP_MSG.FORM_CONSENT_REQUIRED)
    await savePersonForm({
      packageId,
      personId,
      consent: f.consent ? undefined : true,
      filedInfo: extraFields.map((x) => ({
        fieldId: Number(x.fieldId),
        showName: x.showName,
        value: (values[String(x.fieldId)] ?? '').trim(),
      })),
    })
    toast('已保存', 'success')
    navigate('/checkup/ballCheck', { packageId, personId })
  }
  const withdraw = async () => {
    if (!personId) return
    await withdrawPersonConsent(personId)
    toast(CHECKUP_MSG.CONSENT_WITHDRAWN)
    form.reload()
  }
  const footer =
    f && !adding ? (
      <View className="ck-footer">
        <Text className="ck-hint">{pkg.data?.packageName ?? ''}</Text>
        <Button type="primary" className="ck-footer__btn" onClick={save}>
          {CHECKUP_TEXT.saveAndNext}
        </Button>
      </View>
    ) : null
  return (
    <Page onRefresh={persons.reload} footer={footer}>
      <View className="ck-detail ck-person">
        <View className="ck-section">
          <Text className="ck-section__title">{CHECKUP_TEXT.forWhom}</Text>
          {persons.loading && !persons.data ? (
            <Skeleton animated rows={2} />
          ) : (
            <View className="ck-addon__persons">
              {(persons.data ?? []).map((x) => (
                <Text
                  key={x.id}
                  data-person={x.id}
                  className={`ck-chip ${x.id === personId ? 'ck-chip--on' : ''}`}
                  onClick={() => {
                    setPersonId(x.id)
                    setAdding(false)
                  }}
                >
                  {x.name}
                </Text>
              ))}
              <Text className={`ck-chip ${adding ? 'ck-chip--on' : ''}`} data-person="new" onClick={() => setAdding(true)}>
                + {CHECKUP_TEXT.addPerson}
              </Text>
            </View>
          )}
        </View>
        {adding ? (
          <View className="ck-section">
            <Text className="ck-section__title">{CHECKUP_TEXT.addPerson}</Text>
            <PersonForm
              submitText="保存体检人"
              onSubmit={async (req) => {
                const p = await saveServicePerson(req)
                await persons.reload()
                setPersonId(p.id)
                setAdding(false)
              }}
            />
          </View>
        ) : !personId ? (
          <StatusView kind="empty" text={CHECKUP_TEXT.pickPerson} />
        ) : !f ? (
          form.error ? (
            <StatusView kind="error" text={form.error} actionText="重试" onAction={form.reload} />
          ) : (
            <Skeleton animated rows={6} />
          )
        ) : (
          <>
            <View className="ck-section" data-identity>
              <Text className="ck-section__title">{CHECKUP_TEXT.identity}</Text>
              <Text className="ck-inst__line">姓名：{f.person.name}</Text>
              <Text className="ck-inst__line">身份证号：{f.person.idNumber}</Text>
              <Text className="ck-inst__line">手机号：{f.person.phone}</Text>
              <Text className="ck-inst__line">
                {f.person.sexStr} · {f.person.age}岁 · {f.person.maritalStatusStr}
              </Text>
            </View>
            <View className="ck-section">
              <Text className="ck-section__title">{CHECKUP_TEXT.questionnaire}</Text>
              {extraFields.length ? (
                <RuleForm
                  fields={extraFields}
                  values={values}
                  onChange={(id, v) => (setValues((o) => ({ ...o, [id]: v })), setError(''))}
                />
              ) : (
                <Text className="ck-hint">{CHECKUP_TEXT.noQuestionnaire}</Text>
              )}
              {f.consent ? (
                <View className="ck-consent">
                  <Text className="ck-hint">已授权（{f.consentTime}）</Text>
                  <Text className="ck-link" onClick={withdraw}>
                    {CHECKUP_TEXT.withdraw}
                  </Text>
                </View>
              ) : (
                <View className="ck-consent" data-consent onClick={() => (setConsent(!consent), setError(''))}>
                  <Checkbox checked={consent} />
                  <Text className="ck-hint">{CHECKUP_MSG.FORM_CONSENT_TEXT}</Text>
                </View>
              )}
              {error ? <Text className="ck-warn ck-person__error">{error}</Text> : null}
            </View>
            <View className="ck-section">
              <Text className="ck-hint">{CHECKUP_TEXT.riskHint}</Text>
            </View>
          </>
        )}
      </View>
    </Page>
  )
}
