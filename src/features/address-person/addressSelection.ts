/**
 * Select mode of /webAddress (?select=1): the chosen address is handed back to the page that opened
 * the list through this small store (read it in useDidShow, then clear it).
 */
import { create } from 'zustand'
import type { RecvAddress } from '@contract/account'

interface AddressSelection {
  chosen: RecvAddress | null
  choose: (a: RecvAddress) => void
  take: () => RecvAddress | null
}

export const useAddressSelection = create<AddressSelection>((set, get) => ({
  chosen: null,
  choose: (a) => set({ chosen: a }),
  take: () => {
    const a = get().chosen
    set({ chosen: null })
    return a
  },
}))

/** a location picked on /webAddressEditLocation for the address form */
export interface PickedLocation {
  name: string
  address: string
  latitude?: number
  longitude?: number
}
interface LocationPick {
  picked: PickedLocation | null
  pick: (p: PickedLocation) => void
  take: () => PickedLocation | null
}
export const useLocationPick = create<LocationPick>((set, get) => ({
  picked: null,
  pick: (p) => set({ picked: p }),
  take: () => {
    const p = get().picked
    set({ picked: null })
    return p
  },
}))
