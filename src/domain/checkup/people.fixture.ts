/** The exam persons of the check-up rule tests (eligibility.test.ts, filters.test.ts). */
import type { ExamPerson } from './eligibility'

export const man = (age = 40): ExamPerson => ({ sex: 1, age, maritalStatus: 1 })
export const marriedWoman = (age = 40): ExamPerson => ({ sex: 0, age, maritalStatus: 1 })
export const unmarriedWoman = (age = 25): ExamPerson => ({ sex: 0, age, maritalStatus: 2 })
export const activeUnmarriedWoman = (age = 25): ExamPerson => ({ sex: 0, age, maritalStatus: 2, sexuallyActive: true })
