/** Sharing (issue 18): route plugins, and the QR code of a text for other modules. */
export { qrCodeRoutes, shareSignRoutes, sharePosterRoutes } from './routes'
export { qrPng } from './service'
