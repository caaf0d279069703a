import { useState } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import StatusView from '@/shared/ui/StatusView'
import EmptyNext from '@/shared/ui/EmptyNext'
import TabRow from '@/shared/ui/TabRow'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { getDepartments, getFamousDoctorList, queryDoctors } from '../api'
import { ALL_DEPARTMENTS, ASK_ASSISTANT, CONSULT, NO_DEPARTMENT_DOCTORS, NO_FAMOUS_DOCTORS, SEE_ALL_DOCTORS } from '../texts'
import DoctorRow from './DoctorRow'
import '../doctor.scss'

/** the doctors of one department at most (the page shows them in one list) */
const DEPARTMENT_PAGE = 50

/**
 * The doctor list (/famousDoctor, issue 35 item 8): a department filter (全部科室 = the hospital's famous doctors;
 * a department = all its doctors, first or linked department, from doctor/query), each card with the price of a
 * consultation; an empty list offers the next step (all departments, online consultation, the AI assistant).
 */
export default function DoctorDirectory({ groupId }: { groupId?: number | string }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const deps = useQuery(['doctorDepartments', hospitalId], () => getDepartments())
  const departments = (deps.data ?? []).filter((d) => d.doctorNum > 0)
  const [active, setActive] = useState(0)
  const department = active > 0 ? departments[active - 1] : undefined
  const list = useQuery(['doctorDirectory', hospitalId, groupId ?? 1, department?.id ?? 0], async () =>
    department
      ? (await queryDoctors({ departmentId: department.id, pageNum: 1, pageSize: DEPARTMENT_PAGE })).list
      : await getFamousDoctorList(groupId ?? 1),
  )
  const consult = () => void navigate('/chatRoom', { service: 1, hospitalId })
  const doctors = list.data ?? null

  return (
    <View className="doc-dir">
      {departments.length ? (
        <View className="doc-dir__tabs">
          <TabRow
            tabs={[{ key: 0, title: ALL_DEPARTMENTS }, ...departments.map((d) => ({ key: d.id, title: d.departmentName }))]}
            active={active}
            onChange={setActive}
          />
        </View>
      ) : null}
      {list.error && !doctors ? (
        <StatusView kind="error" text={list.error} actionText="重新加载" onAction={() => void list.reload()} />
      ) : !doctors || list.loading ? (
        <View className="doc-dir__list">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : !doctors.length ? (
        department ? (
          <EmptyNext
            text={NO_DEPARTMENT_DOCTORS}
            actions={[
              { text: SEE_ALL_DOCTORS, onClick: () => setActive(0), primary: true },
              { text: CONSULT, onClick: consult },
            ]}
          />
        ) : (
          <EmptyNext
            text={NO_FAMOUS_DOCTORS}
            actions={[
              { text: CONSULT, onClick: consult, primary: true },
              { text: ASK_ASSISTANT, onClick: () => void navigate('/aiChat') },
            ]}
          />
        )
      ) : (
        <View className="doc-dir__list">
          {doctors.map((d) => (
            <DoctorRow key={d.doctorId} doctor={d} showPrice />
          ))}
        </View>
      )}
    </View>
  )
}
