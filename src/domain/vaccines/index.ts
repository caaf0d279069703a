/**
 * Children's vaccination schedule of the national immunization programme, built from
 * 《国家免疫规划疫苗儿童免疫程序及说明（2021年版）》(国家卫生健康委, 国卫办疾控发〔2021〕10号):
 * the programme table (接种年龄) and section 二(三) "推荐的完成年龄" (建议在下述推荐的年龄之前完成).
 * Written from the official document as we know it; the places we are less sure of are marked
 * "UNSURE" and must be checked against the published text before this is shown as medical advice.
 * Pure TypeScript; re-exported from ./health. Two files: ./programme (the table of doses) and ./schedule (a child's
 * schedule from the birth date, the next doses, validation of a dose's date, age labels).
 *
 * Out of scope: non-programme (自费/非免疫规划) vaccines, the extra HepB schedule for infants of
 * HBsAg-positive mothers (HBIG, weight < 2000 g), catch-up (补种) age limits such as "BCG is not
 * given from 4 years" — a dose past its completion age stays "overdue" and the clinic decides.
 *
 * Dates are calendar dates (business zone). "N 月龄" = the birth date + N calendar months
 * (满 N 月龄); a day missing in the target month is clamped to its last day (born 31 Jan → 1 月龄 on
 * 29 Feb / 28 Feb). "N 周岁" = N × 12 months.
 */
export * from './programme'
export * from './schedule'
