/** groupbuy module (拼团: group-buy orders, the team of an order, share links, the expiry sweep): what other code may use */
export { expireTeams, teamLink, type SweepResult } from './service'
