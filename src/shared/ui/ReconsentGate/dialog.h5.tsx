// H5: the re-consent dialog (NutUI Popup, Checkbox, rich text) is loaded only when a patient is asked again.
import { Suspense, lazy } from 'react'
import type { AgreementPopupProps } from '../AgreementPopup'

const AgreementPopup = lazy(() => import(/* webpackChunkName: "agreement-popup" */ '../AgreementPopup'))

export default function ReconsentDialog(props: AgreementPopupProps) {
  if (!props.visible) return null
  return (
    <Suspense fallback={null}>
      <AgreementPopup {...props} />
    </Suspense>
  )
}
