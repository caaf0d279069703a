/**
 * Health rules shared by the screens and the server (issue 13), one file per topic:
 * - ./vitals: blood pressure, blood glucose and BMI categories, and the vitals' own messages;
 * - ./weightGain: pregnancy weight gain (WS/T 801-2022);
 * - ./vitalInput: validation of vitals and dates;
 * - ./vocabulary: the FHIR/LOINC vocabulary of vital kinds;
 * - ./members: the age rules of minor protection, family members, record periods, tags and medical history.
 * Pregnancy dates and the prenatal schedule live in ../pregnancy, the vaccination programme in ../vaccines;
 * both are re-exported from here. Pure TypeScript: no Taro, no React, no I/O.
 *
 * Each threshold names its guideline beside it:
 * - 中国高血压防治指南（2018年修订版）(中国高血压防治指南修订委员会), 表 血压水平分类和定义;
 * - 中国2型糖尿病防治指南（2020年版）(中华医学会糖尿病学分会), 糖代谢状态分类 (静脉血浆葡萄糖) and 低血糖;
 * - WS/T 428-2013《成人体重判定》;
 * - WS/T 801-2022《妊娠期妇女体重增长推荐值标准》;
 * - SPEC §6 / §9: the platform is for 18+, children under 14 get extra protection.
 *
 * Classification functions take already-validated numbers (use the validate* functions on input
 * first: they return a clear Chinese message); they throw a RangeError on a non-finite number,
 * which is a programming error, never a user's.
 */
export * from '../pregnancy'
export * from '../vaccines'
export * from './vitals'
export * from './weightGain'
export * from './vitalInput'
export * from './vocabulary'
export * from './members'
