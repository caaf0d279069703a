/** The address-person feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { MAX_ADDRESSES } from '@/domain/messages/address'
export { default as AddressCard } from './components/AddressCard'
export { default as AddressForm } from './components/AddressForm'
export { default as AddressChooser } from './components/AddressChooser'
export { useAddressSelection, useLocationPick } from './addressSelection'
export { default as PersonCard } from './components/PersonCard'
export { makeDefault, NO_PERSON_TEXT } from './personDefault'
export { default as PersonForm } from './components/PersonForm'
export {
  deleteAddress,
  deleteServicePerson,
  queryAddressList,
  queryServicePersons,
  saveAddress,
  saveServicePerson,
  servicePersonDetail,
} from './api'
export { cancelPeAppoint, delPePerson, modifyAppointedDate, queryPeAppointedInfo, queryPePersons, queryPePool } from './examPersonApi'
