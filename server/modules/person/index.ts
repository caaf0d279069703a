/**
 * person module — service / exam persons of a user (ID numbers encrypted, masked on the wire). What
 * other modules may use. Today's files: routes/user-center/{servicePerson,servicePersonStore}.ts.
 */
export {
  decryptIdNumber,
  deletePerson,
  encryptIdNumber,
  idNumberHash,
  listPersons,
  MAX_PERSONS,
  PERSON_MSG,
  personAge,
  personBodySchema,
  personSnapshots,
  requirePerson,
  savePerson,
  toServicePerson,
} from '../../routes/user-center/servicePersonStore'
