import { PaperToHomeScreen } from '@/features/paper-mail'

/** /paperToHome: paper case-file mailing (choose the stay, copies, address; pay the postage; follow the order) */
export default function PaperToHomePage() {
  return <PaperToHomeScreen />
}
