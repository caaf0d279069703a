/** The health-service feature's public face (issue 12): /selectService lists, /hospital/selectService?id= books one. */
export { default as SelectServiceScreen } from './SelectServiceScreen'
export { getHealthService, getHealthServices } from './api'
