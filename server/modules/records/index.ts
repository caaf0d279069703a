/**
 * records module (issue 13 item 7) — uploaded reports and case documents of family members. What other modules may
 * use: nothing yet; routes (routes.ts) are registered by server/modules/index.ts under health-ws.
 */
export {}
