import { View, Text } from '@tarojs/components'
import { TUTORIAL_STEPS } from '@/domain/tutorial'
import { navigate } from '@/shared/routes/navigate'
import './course.scss'

/** /tutorial: the steps of src/domain/tutorial.ts, each with a link to its page */
export function Tutorial() {
  return (
    <View className="tu-page">
      <View className="co-banner">
        <Text className="co-banner__title">使用教程</Text>
        <Text className="co-banner__text">几步了解如何预约体检、查看报告和在线咨询</Text>
      </View>
      {TUTORIAL_STEPS.map((s, i) => (
        <View key={s.title} className="tu-step">
          <Text className="tu-step__no">{i + 1}</Text>
          <View className="tu-step__body">
            <Text className="tu-step__title">{s.title}</Text>
            <Text className="tu-step__text">{s.text}</Text>
            <Text className="tu-step__go" onClick={() => void navigate(s.link)}>
              {s.linkText} ›
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}
