/** the legal-text and landing desk of the console (issue 33 item 4): legal texts with versions, hospital landings */
export { LegalEditor } from './LegalEditor'
export { LandingEditor } from './LandingEditor'
export { listLandings, listLegalTexts, publishWarning, type Landing, type LegalText } from './api'
