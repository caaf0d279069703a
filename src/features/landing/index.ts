/** The landing feature's public face (issues 12 and 14): one data-driven landing for the check-up and hospital-service routes. */
export { default as LandingScreen } from './LandingScreen'
export { getLanding } from './api'
