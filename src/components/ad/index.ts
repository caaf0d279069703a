export { default as AdPopup, pickPopupAd } from './AdPopup'
export { default as AdInline } from './AdInline'
export { useJump, performJump } from './jump'
export { adMemory } from './memory'
