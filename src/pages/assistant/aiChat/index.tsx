import Page from '@/shared/ui/Page'
import { AssistantChat } from '@/features/assistant'

/** /aiChat: the AI health assistant (automated, not a doctor; streamed answers on H5 and WeChat, whole on Alipay). */
export default function AiChatPage() {
  return (
    <Page>
      <AssistantChat />
    </Page>
  )
}
