import { Suspense, lazy, useEffect, useState } from 'react'
import type { AgreementPopupProps } from '@/shared/ui/AgreementPopup'

const AgreementPopup = lazy(() => import(/* webpackChunkName: "agreement-popup" */ '@/shared/ui/AgreementPopup'))

/**
 * H5: the confirm-agreement dialog of jumps (NutUI Popup, Checkbox, rich text) is loaded the first time it is
 * opened, not with every page that has a banner or icons; after that it stays mounted so it animates open and closed.
 */
export default function AgreementDialog(props: AgreementPopupProps) {
  const [used, setUsed] = useState(props.visible)
  useEffect(() => {
    if (props.visible) setUsed(true)
  }, [props.visible])
  if (!used && !props.visible) return null
  return (
    <Suspense fallback={null}>
      <AgreementPopup {...props} />
    </Suspense>
  )
}
