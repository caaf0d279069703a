import { CardScreen } from '@/features/checkup'

/** SPEC §2 /cardQuery, /checkup/cardQuery: an exam card's package and state; booking with a valid card */
export default function CardQueryPage() {
  return <CardScreen />
}
