// default for: weapp, alipay — the gate itself (gate.tsx); h5 has its own file (index.h5.tsx: the gate's code loads on demand)
export { default } from './gate'
export type { ReconsentGateProps } from './gate'
