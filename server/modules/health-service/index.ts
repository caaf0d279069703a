/** health-service module (issue 12): a hospital's health services and their bookable options (/selectService). */
export { healthServiceRoutes } from './routes'
