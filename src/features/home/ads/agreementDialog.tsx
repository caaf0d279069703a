// default for: weapp, alipay — h5 has its own file (agreementDialog.h5.tsx)
/** Mini-programs: the agreement dialog of jumps is AgreementPopup itself (H5 loads it on demand, agreementDialog.h5.tsx). */
export { default } from '@/shared/ui/AgreementPopup'
