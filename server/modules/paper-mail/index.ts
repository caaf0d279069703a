/** paper-mail module (/paperToHome: hospital stays, case-file mailing requests paid by an order): nothing for other modules yet */
export { demoStays, PAPER_MAIL_GOODS } from './service'
