import { LandingScreen } from '@/features/landing'

/** SPEC §2 check-up landings (/checkup/yifu, /checkup/stomatology ...) and hospital-service pages (/discharge, /rePhy, /service ...): one data-driven landing */
export default function LandingPage() {
  return <LandingScreen />
}
