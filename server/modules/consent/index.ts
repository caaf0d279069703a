/**
 * consent module — the one log of separate consents (consent_log). Other modules use only this face: logConsent in
 * the transaction that grants or withdraws, consentGiven for consents kept only in the log, consentHistory for
 * exports. No routes of its own: each consent is given on the screen that needs it.
 */
export {
  consentGiven,
  consentHistory,
  logConsent,
  type ConsentAction,
  type ConsentEvent,
  type ConsentPurpose,
  type ConsentSubject,
} from './service'
