/** The health-record feature's public face (issue 13): the screens of the health subpackage and the calls. */
export { default as HealthRecordScreen } from './components/HealthRecordScreen'
export { default as VitalRecordScreen } from './components/VitalRecordScreen'
export { default as LabelScreen } from './components/LabelScreen'
export { default as TrendChart } from './components/TrendChart'
export { VITALS, chartModel, categoryTone, readingValue } from './model'
export * from './api'
