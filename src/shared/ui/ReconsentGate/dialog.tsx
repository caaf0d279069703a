// Mini-programs: the re-consent dialog is AgreementPopup itself (H5 loads it on demand, dialog.h5.tsx).
export { default } from '../AgreementPopup'
