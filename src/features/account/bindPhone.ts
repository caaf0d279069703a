/** Timing of the bind-phone screen (/bandPhone). */

/** how long 绑定成功 shows before the screen is left (going back may reload the previous page on H5) */
export const BIND_LEAVE_DELAY_MS = 1000
