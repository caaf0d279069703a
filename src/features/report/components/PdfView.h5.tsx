/**
 * The report PDF on H5: pdf.js 2.16.105's legacy build (it parses for the package.json browserslist),
 * imported with import() so it is a chunk of its own that only this page loads; its worker and CMaps are
 * static files (config/index.ts copies them to /hospital/static/pdfjs/ for H5 only). isEvalSupported: false
 * (the CSP has no 'unsafe-eval'). Every page is drawn on a canvas with pdf.js's text layer over it, so the
 * Chinese text stays selectable.
 */
import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'

const PDFJS_BASE = '/hospital/static/pdfjs/'

export interface PdfViewProps {
  url: string
  headers: Record<string, string>
}

export default function PdfView({ url, headers }: PdfViewProps) {
  const host = useRef<HTMLDivElement | null>(null)
  const [state, setState] = useState<'loading' | 'rendered' | 'failed'>('loading')
  const [pages, setPages] = useState(0)
  const headerKey = JSON.stringify(headers)
  useEffect(() => {
    let cancelled = false
    let doc: any
    ;(async () => {
      try {
        const pdfjs: any = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/legacy/build/pdf')
        pdfjs.GlobalWorkerOptions.workerSrc = `${PDFJS_BASE}pdf.worker.min.js`
        doc = await pdfjs.getDocument({
          url,
          httpHeaders: JSON.parse(headerKey),
          cMapUrl: `${PDFJS_BASE}cmaps/`,
          cMapPacked: true,
          isEvalSupported: false,
        }).promise
        const el = host.current
        if (!el || cancelled) return
        el.innerHTML = ''
        for (let n = 1; n <= doc.numPages && !cancelled; n++) {
          const page = await doc.getPage(n)
          const width = el.clientWidth || 351
          const scale = width / page.getViewport({ scale: 1 }).width
          const dpr = window.devicePixelRatio || 1
          const viewport = page.getViewport({ scale })
          const box = document.createElement('div')
          box.className = 'rp-pdf__page'
          box.style.width = `${Math.floor(viewport.width)}px`
          box.style.height = `${Math.floor(viewport.height)}px`
          const canvas = document.createElement('canvas')
          canvas.width = Math.floor(viewport.width * dpr)
          canvas.height = Math.floor(viewport.height * dpr)
          canvas.style.width = `${Math.floor(viewport.width)}px`
          canvas.style.height = `${Math.floor(viewport.height)}px`
          box.appendChild(canvas)
          const text = document.createElement('div')
          text.className = 'rp-pdf__text textLayer'
          box.appendChild(text)
          el.appendChild(box)
          await page.render({ canvasContext: canvas.getContext('2d'), viewport: page.getViewport({ scale: scale * dpr }) }).promise
          const content = await page.getTextContent()
          await pdfjs.renderTextLayer({ textContent: content, container: text, viewport, textDivs: [] }).promise
        }
        if (!cancelled) {
          setPages(doc.numPages)
          setState('rendered')
        }
      } catch {
        if (!cancelled) setState('failed')
      }
    })()
    return () => {
      cancelled = true
      doc?.destroy?.()
    }
  }, [url, headerKey])
  return (
    <View className="rp-pdf" data-state={state} data-pages={pages}>
      {state === 'loading' ? (
        <View className="rp-card">
          <Text className="rp-card__line">报告生成中，请稍候…</Text>
          <Skeleton rows={8} animated />
        </View>
      ) : null}
      {state === 'failed' ? <Text className="rp-note">报告文件加载失败，请稍后重试</Text> : null}
      <div ref={host} className="rp-pdf__pages" />
    </View>
  )
}
