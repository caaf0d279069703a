// default for: weapp, alipay — h5 has its own file (PdfView.h5.tsx)
/**
 * The report PDF on the mini-programs: downloaded with the login headers and shown by the platform's document
 * viewer (src/shared/platform openDocument: WeChat's menu shares and saves it). Opens once on arrival and
 * again from the button.
 */
import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { openDocument } from '@/shared/platform'

export interface PdfViewProps {
  url: string
  headers: Record<string, string>
}

export default function PdfView({ url, headers }: PdfViewProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'opened' | 'failed'>('idle')
  const [message, setMessage] = useState('')
  const opened = useRef(false)
  const open = async () => {
    setState('loading')
    try {
      await openDocument(url, headers)
      setState('opened')
    } catch (e: any) {
      setMessage(e?.message || e?.errMsg || '报告打开失败')
      setState('failed')
    }
  }
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    void open()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on arrival
  }, [])
  return (
    <View className="rp-pdf rp-card" data-state={state}>
      <Text className="rp-card__line">
        {state === 'loading' ? '报告下载中…' : state === 'failed' ? message : '报告将在系统文档查看器中打开，可在其中转发或保存'}
      </Text>
      <Button block type="primary" className="rp-pdf__open" loading={state === 'loading'} onClick={open}>
        打开PDF报告
      </Button>
    </View>
  )
}
