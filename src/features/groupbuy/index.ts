/** The group-buy feature's public face (拼团, issue 14): open teams on the product page, the purchase sheet, the group page, the pay-success entry. */
export { default as OpenTeams } from './components/OpenTeams'
export { default as TeamBuySheet, type TeamBuyTarget } from './components/TeamBuySheet'
export { default as TeamScreen } from './components/TeamScreen'
export { default as TeamEntry } from './components/TeamEntry'
