import { useState } from 'react'
import { View, Text, Image, ScrollView } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import type { Course } from '@contract/course'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { getCourses } from './api'
import './course.scss'

const learners = (n: number) => (n >= 10000 ? `${(n / 10000).toFixed(1)}万人学过` : `${n}人学过`)

export function CourseCard({ c }: { c: Course }) {
  return (
    <View className="co-card" onClick={() => void navigate(c.link)}>
      <View className="co-card__cover-wrap">
        <Image className="co-card__cover" src={assetUrl(c.cover)} mode="aspectFill" lazyLoad />
        <Text className="co-card__badge">{c.videoId ? '视频课' : '图文课'}</Text>
      </View>
      <View className="co-card__body">
        <Text className="co-card__title">{c.title}</Text>
        <Text className="co-card__summary">{c.summary}</Text>
        <Text className="co-card__meta">
          {c.teacher} {c.teacherTitle} · 共{c.lessons}节 · {learners(c.learnNum)}
        </Text>
      </View>
    </View>
  )
}

/**
 * Health classes: `featured` (the /colledg home) shows the first courses of each category with 更多 links to
 * /moreColledg; otherwise (the /moreColledg list) category tabs and the whole list of the picked one.
 */
export function CourseList({ featured, category }: { featured?: boolean; category?: string }) {
  const [picked, setPicked] = useState(category ?? '')
  const q = useQuery(['courses', featured ? '*' : picked], () =>
    getCourses({ category: featured ? undefined : picked || undefined, pageSize: 100 }),
  )
  if (q.error && !q.data) return <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
  if (!q.data)
    return (
      <View className="co-skeleton">
        <Skeleton rows={8} animated />
      </View>
    )
  const { list, categories } = q.data
  if (featured) {
    if (!list.length) return <StatusView kind="empty" text="暂无课程" />
    return (
      <View className="co-home">
        {categories.map((cat) => (
          <View key={cat} className="co-section">
            <View className="co-section__head">
              <Text className="co-section__title">{cat}</Text>
              <Text className="co-section__more" onClick={() => void navigate('/moreColledg', { category: cat })}>
                更多 ›
              </Text>
            </View>
            {list
              .filter((c) => c.category === cat)
              .slice(0, 2)
              .map((c) => (
                <CourseCard key={c.id} c={c} />
              ))}
          </View>
        ))}
      </View>
    )
  }
  const tabs = [{ name: '', title: '全部' }, ...categories.map((c) => ({ name: c, title: c }))]
  return (
    <View className="co-list">
      <ScrollView scrollX className="co-tabs">
        <View className="co-tabs__row">
          {tabs.map((t) => (
            <Text key={t.title} className={`co-tabs__tab${t.name === picked ? ' co-tabs__tab--on' : ''}`} onClick={() => setPicked(t.name)}>
              {t.title}
            </Text>
          ))}
        </View>
      </ScrollView>
      {!list.length ? <StatusView kind="empty" text="暂无课程" /> : list.map((c) => <CourseCard key={c.id} c={c} />)}
    </View>
  )
}
