/**
 * The trend chart of a vital (issue 13 item 3) with @antv/f2 4 (pinned 4.0.51: 5.x needs a DOM for text measuring,
 * see /work/plans/three-targets.md §1) on `<Canvas type="2d">`, one component for WeChat, Alipay and H5:
 * - the node is found with `.node()` + `.boundingClientRect()` (Taro H5's `fields({ node, size })` returns no size);
 * - one id per instance and a few retries while the node is still null (page re-entry);
 * - the backing store is sized by the pixel ratio; f2 draws in CSS px on the bare 2D context (no DOM needed).
 * f2 elements are built with its `jsx()` (not JSX syntax: the app's JSX is React's). This file is imported only by
 * the health pages (a subpackage), so f2 never reaches the main package.
 */
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import { Canvas as F2Canvas } from '@antv/f2'
import { isH5, target } from '@/shared/platform'
import type { ChartModel } from '../model'
import { drawChart } from './f2Chart'

let seq = 0

function pixelRatio(): number {
  if (isH5) return (typeof window !== 'undefined' && window.devicePixelRatio) || 1
  try {
    const t = Taro as unknown as { getWindowInfo?: () => { pixelRatio?: number } }
    return (t.getWindowInfo ? t.getWindowInfo() : Taro.getSystemInfoSync()).pixelRatio || 2
  } catch {
    return 2
  }
}

export interface TrendChartProps {
  model: ChartModel
  height?: number
}

/** `data-state`: waiting → drawn:<points> (or no-canvas); the e2e and the boot checks read it */
export default function TrendChart({ model, height = 200 }: TrendChartProps) {
  const id = useRef(`health-trend-${++seq}`).current
  const chart = useRef<F2Canvas | null>(null)
  const [state, setState] = useState('waiting')
  useEffect(() => {
    let cancelled = false
    let tries = 0
    const attempt = () => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .node()
        .select(`#${id}`)
        .boundingClientRect()
        .exec((res: Array<{ node?: unknown; width?: number; height?: number } | null>) => {
          if (cancelled) return
          const canvas = res?.[0]?.node as { width: number; height: number; getContext: (t: '2d') => unknown } | undefined
          const rect = res?.[1]
          if (!canvas || !rect?.width || !rect.height) {
            if (++tries < 8) setTimeout(attempt, 30 * tries)
            else setState('no-canvas')
            return
          }
          const dpr = pixelRatio()
          canvas.width = Math.round(rect.width * dpr)
          canvas.height = Math.round(rect.height * dpr)
          const ctx = canvas.getContext('2d')
          chart.current?.destroy()
          chart.current = null
          if (model.points.length === 0) {
            setState('empty')
            return
          }
          chart.current = drawChart(model, rect.width, rect.height, ctx, dpr)
          setState(`drawn:${model.points.length}`)
        })
    }
    Taro.nextTick(attempt)
    return () => {
      cancelled = true
    }
  }, [id, model])
  useEffect(
    () => () => {
      chart.current?.destroy()
      chart.current = null
    },
    [],
  )
  const size = { width: '100%', height: `${height}px` }
  return (
    <View className="health-trend" data-state={state}>
      <Canvas
        type="2d"
        id={id}
        canvasId={id}
        className="health-trend__canvas"
        style={{ ...size, display: 'block' }}
        // Alipay: Taro's axml canvas defaults to 300×225 unless width/height are passed as props
        {...((target === 'alipay' ? size : {}) as object)}
      />
      {model.points.length === 0 ? <View className="health-trend__empty">该时段暂无记录</View> : null}
    </View>
  )
}
