/**
 * The re-consent of the legal texts (issue 33 item 4): when the hospital published a newer user agreement or
 * privacy policy than the one the logged-in patient accepted, the app asks again on its next start or login —
 * the agreement popup titled 版本更新 naming what changed, with the new texts; 同意并继续 (after ticking the box)
 * records the acceptance of those versions on the server. Until then the privacy policy counts as not accepted
 * (shared/tracking: nothing is tracked); 暂不同意 leaves it so for this run and asks again at the next start.
 */
import { useEffect, useState } from 'react'
import type { LegalAcceptance } from '@contract/legal'
import * as T from '@/domain/messages/legal'
import { toast } from '@/shared/platform'
import { acceptLegal, getLegalAcceptance, getProtocol } from '@/shared/request/hospitalApi'
import { acceptPrivacy, setPrivacyOutdated } from '@/shared/tracking'
import ReconsentDialog from './dialog'

export interface ReconsentGateProps {
  /** asks only when true (a logged-in patient on a page that is not a login screen) */
  enabled: boolean
  hospitalId: number
  /** who is logged in (the token): each patient is asked for themself */
  userKey: string
}

interface Ask {
  acceptance: LegalAcceptance
  content: string
}

/** what this run of the app settled, per patient and hospital: asked once per start */
const settled = new Map<string, 'accepted' | 'declined'>()
const loading = new Map<string, Promise<Ask | null>>()

/** for tests: forget what this run settled */
export function resetReconsent(): void {
  settled.clear()
  loading.clear()
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** the popup's text: which texts changed (version, what changed), then each new text in full */
async function load(hospitalId: number): Promise<Ask | null> {
  const acceptance = await getLegalAcceptance(hospitalId, { silent: true })
  if (!acceptance.pending) return null
  const outdated = acceptance.items.filter((i) => i.outdated)
  const texts = await Promise.all(outdated.map((i) => getProtocol(i.code, hospitalId, { silent: true })))
  const names = outdated.map((i) => `《${i.title}》`).join('和')
  const content = [
    `<p>${escape(T.reconsentLead(names))}</p>`,
    ...outdated.map((i) => `<p><strong>${escape(T.reconsentItem(i.title, i.version, i.note))}</strong></p>`),
    ...texts.map((p) => `<h3>${escape(p.title)}</h3>${p.content}`),
  ].join('')
  return { acceptance, content }
}

export default function ReconsentGate({ enabled, hospitalId, userKey }: ReconsentGateProps) {
  const key = `${userKey}:${hospitalId}`
  const [ask, setAsk] = useState<Ask | null>(null)

  useEffect(() => {
    if (!enabled || !userKey || settled.has(key)) return
    let live = true
    let p = loading.get(key)
    if (!p) {
      p = load(hospitalId)
      loading.set(key, p)
    }
    p.then(
      (a) => {
        if (!a) settled.set(key, 'accepted')
        setPrivacyOutdated(!!a)
        if (live && a && !settled.has(key)) setAsk(a)
      },
      () => loading.delete(key),
    )
    return () => {
      live = false
    }
  }, [enabled, hospitalId, userKey, key])

  const agree = async () => {
    if (!ask) return
    const items = ask.acceptance.items.filter((i) => i.outdated).map((i) => ({ code: i.code, version: i.version }))
    try {
      await acceptLegal(hospitalId, items)
    } catch {
      // a newer version was published meanwhile (409, shown by the request layer): ask with the new text
      loading.delete(key)
      const again = await load(hospitalId).catch(() => null)
      setAsk(again)
      if (again) loading.set(key, Promise.resolve(again))
      return
    }
    settled.set(key, 'accepted')
    setPrivacyOutdated(false)
    acceptPrivacy()
    setAsk(null)
  }

  const decline = () => {
    settled.set(key, 'declined')
    setAsk(null)
    toast(T.RECONSENT_DECLINED)
  }

  if (!enabled) return null
  return (
    <ReconsentDialog
      visible={!!ask}
      title={T.RECONSENT_TITLE}
      content={ask?.content ?? ''}
      confirmWay={1}
      confirmText={T.RECONSENT_AGREE}
      cancelText={T.RECONSENT_LATER}
      onConfirm={() => void agree()}
      onCancel={decline}
    />
  )
}
