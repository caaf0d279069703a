/** The hospital the app and the server fall back to (SPEC §1, §9: hospitalId 6 when none is given or remembered). */
export const DEFAULT_HOSPITAL_ID = 6
