/**
 * person module — service / exam persons of a user (ID numbers encrypted, masked on the wire). What other
 * modules may use: the service (service.ts); routes (routes.ts) are registered by server/modules/index.ts.
 * personSnapshots(deps, userId, ids): the user's own persons as order snapshots (others' ids are absent).
 */
export {
  decryptIdNumber,
  deletePerson,
  encryptIdNumber,
  idNumberHash,
  listPersons,
  MAX_PERSONS,
  personAge,
  personBodySchema,
  personSnapshots,
  requirePerson,
  savePerson,
  toServicePerson,
  type PersonRow,
} from './service'
