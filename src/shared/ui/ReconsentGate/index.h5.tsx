// H5: the re-consent gate's code (the acceptance call, the texts, the dialog) loads only for a logged-in patient, after
// the page's first load (every page's initial JS carries just this wrapper).
import { Suspense, lazy } from 'react'
import type { ReconsentGateProps } from './gate'

const Gate = lazy(() => import(/* webpackChunkName: "reconsent-gate" */ './gate'))

export type { ReconsentGateProps }

export default function ReconsentGate(props: ReconsentGateProps) {
  if (!props.enabled || !props.userKey) return null
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  )
}
