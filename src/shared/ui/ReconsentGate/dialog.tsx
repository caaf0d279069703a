// default for: weapp, alipay — the re-consent dialog is AgreementPopup itself; h5 has its own file (dialog.h5.tsx: loads it on demand)
export { default } from '../AgreementPopup'
