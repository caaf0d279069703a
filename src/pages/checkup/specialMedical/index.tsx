import Page from '@/shared/ui/Page'
import { PediatricShop } from '@/features/pediatric-shop'

/** SPEC §2 /checkup/special-medical (issue 18): the special-medical check-ups (market/specialMed), ordered through spePeOrder. */
export default function SpecialMedicalPage() {
  return (
    <Page>
      <PediatricShop kind="specialMed" />
    </Page>
  )
}
