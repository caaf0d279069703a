import { PersonInfoScreen } from '@/features/checkup'

/** SPEC §2 /checkup/medical-user-info?packageId=: the exam person (masked identity) and the package's rule form, with consent */
export default function MedicalUserInfoPage() {
  return <PersonInfoScreen />
}
