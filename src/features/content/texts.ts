/** UI texts of the content pages (OWN unless marked SPEC). */
export const EMERGENCY_ENTRY = '身体不适或紧急情况？急救请拨打 120'
export const EMERGENCY_ENTRY_ACTION = '急救指引 ›'
