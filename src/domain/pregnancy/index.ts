/**
 * Pregnancy rules: gestational age, due date, the last-menstrual-period check and the standard
 * prenatal check schedule. Pure TypeScript; re-exported from ./health. Files: ./dates (gestational age, due date,
 * trimesters, the LMP check), ./checks (the prenatal check schedule, planned dates and reminders), ./weekNotes (what
 * happens this week, danger signs).
 *
 * Dates are calendar dates of THE business time zone (./time): 'YYYY-MM-DD' strings are business
 * dates; a date-time or an instant (ISO with Z/offset, epoch ms) is first turned into its business
 * date, so "today" at 00:30 China time is already the next day even when the host runs in UTC.
 *
 * Sources:
 * - due date: Naegele's rule, LMP + 280 days (《妇产科学》第9版, as used by 孕前和孕期保健指南 2018);
 * - trimesters: 妊娠早期 < 14 周, 中期 14–27⁺⁶ 周, 晚期 ≥ 28 周 (《妇产科学》第9版);
 * - check schedule: 中华医学会妇产科学分会产科学组《孕前和孕期保健指南（2018）》, 表“产前检查的方案”.
 */
export * from './dates'
export * from './checks'
export * from './weekNotes'
