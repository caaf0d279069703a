/** The paper case-file mailing feature's public face (/paperToHome, issue 14 item 5). */
export { default as PaperToHomeScreen } from './PaperToHomeScreen'
