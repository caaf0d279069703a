/** Limits of the address and person screens. */

export const MAX_ADDRESSES = 20
