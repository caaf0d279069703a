import { useMemo, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import {
  DEPARTMENT_DOCTORS,
  DEPARTMENT_INTRO,
  DEPARTMENT_STUDIOS,
  DOCTOR_COUNT,
  DoctorRow,
  NO_DOCTORS,
  StudioRow,
  getDepartmentDetail,
  getDepartments,
} from '@/features/doctor'
import './index.scss'

/**
 * Department introduction (/magicplatform/depIntroduce?departmentId=&hospitalId=): the hospital's departments
 * on the left (his/queryDepartmentList), the chosen one on the right with its introduction, doctors and studios.
 */
export default function DepIntroducePage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = query.hospitalId || useAppStore.getState().hospitalId
  const list = useQuery(['departments', hospitalId], () => getDepartments())
  const [picked, setPicked] = useState<number | null>(query.departmentId ? Number(query.departmentId) : null)
  const current = picked ?? list.data?.[0]?.id ?? null
  const detail = useQuery(['department', current], () => getDepartmentDetail(current as number), { enabled: current !== null })
  const d = detail.data && detail.data.department.id === current ? detail.data : undefined

  if (list.error && !list.data)
    return <Page>{<StatusView kind="error" text={list.error} actionText="重新加载" onAction={list.reload} />}</Page>
  return (
    <Page onRefresh={() => Promise.all([list.reload(), detail.reload()])}>
      {list.data && !list.data.length ? (
        <StatusView kind="empty" />
      ) : (
        <View className="dep-page">
          <ScrollView scrollY className="dep-page__nav">
            {(list.data ?? []).map((dep) => (
              <View
                key={dep.id}
                className={`dep-page__nav-item${dep.id === current ? ' dep-page__nav-item--on' : ''}`}
                onClick={() => setPicked(dep.id)}
              >
                <Text>{dep.departmentName}</Text>
                <Text className="dep-page__count">{DOCTOR_COUNT(dep.doctorNum)}</Text>
              </View>
            ))}
            {!list.data ? <Skeleton rows={8} animated /> : null}
          </ScrollView>
          <ScrollView scrollY className="dep-page__body">
            {detail.error && !d ? (
              <StatusView kind="error" text={detail.error} actionText="重新加载" onAction={detail.reload} />
            ) : !d ? (
              <View className="doc-section">
                <Skeleton rows={6} animated />
              </View>
            ) : (
              <View>
                <View className="doc-section">
                  <Text className="dep-page__name">{d.department.departmentName}</Text>
                  <Text className="dep-page__hospital">{d.hospitalName}</Text>
                  <Text className="doc-section__title">{DEPARTMENT_INTRO}</Text>
                  <Text className="doc-section__text">{d.department.intro}</Text>
                </View>
                <View className="doc-section">
                  <Text className="doc-section__title">{DEPARTMENT_DOCTORS}</Text>
                  {d.doctors.length ? (
                    d.doctors.map((doc) => <DoctorRow key={doc.doctorId} doctor={doc} />)
                  ) : (
                    <Text className="doc-section__text">{NO_DOCTORS}</Text>
                  )}
                </View>
                {d.studios.length ? (
                  <View className="doc-section">
                    <Text className="doc-section__title">{DEPARTMENT_STUDIOS}</Text>
                    {d.studios.map((s) => (
                      <StudioRow key={s.id} studio={s} hospitalId={d.hospitalId} />
                    ))}
                  </View>
                ) : null}
              </View>
            )}
          </ScrollView>
        </View>
      )}
    </Page>
  )
}
