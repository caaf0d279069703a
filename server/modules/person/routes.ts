/**
 * /user-center/servicePerson (SPEC §7 User services; §3 Service person; §5 service-person form): queryList
 * (masked phone and ID number), saveOrUpdate (src/domain validateServicePerson, consent for ID numbers, one ID
 * number once per user), delete, queryDetail (full values, owner only). The same persons are the exam persons
 * of /intserv/pe. Login required: registered inside the authenticated scope (req.user).
 */
import { Envelope } from '../../../contract/lib'
import {
  DeleteByIdReq,
  DeleteRes,
  SaveServicePersonReq,
  ServicePerson,
  ServicePersonDetailQuery,
  ServicePersonListRes,
} from '../../../contract/account'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { deletePerson, listPersons, requirePerson, savePerson, toServicePerson } from './service'

const tags = ['user-center']
const security = [{ token: [] }]

export const userPersonRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps

  app.get(
    '/servicePerson/queryList',
    {
      schema: {
        tags,
        security,
        summary: "The caller's service persons (default first); phone and ID number masked",
        response: { 200: Envelope(ServicePersonListRes) },
      },
    },
    async (req) => {
      const now = deps.now()
      return ok((await listPersons(deps.db, req.user.userId)).map((r) => toServicePerson(r, now)))
    },
  )

  app.get(
    '/servicePerson/queryDetail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's persons with the full phone and ID number (404 otherwise)",
        querystring: ServicePersonDetailQuery,
        response: { 200: Envelope(ServicePerson) },
      },
    },
    async (req) => ok(toServicePerson(await requirePerson(deps.db, req.user.userId, req.query.id), deps.now(), { secret: deps.secret })),
  )

  app.post(
    '/servicePerson/saveOrUpdate',
    {
      schema: {
        tags,
        security,
        summary: 'Create (no id) or update (id) a service person: SPEC §5 form rules, consent: true for a new/changed ID number',
        body: SaveServicePersonReq,
        response: { 200: Envelope(ServicePerson) },
      },
    },
    async (req) => ok(toServicePerson(await savePerson(deps, req.user.userId, req.body), deps.now())),
  )

  const del = {
    schema: {
      tags,
      security,
      summary: "Delete one of the caller's persons ({id}); refused while it has a booked exam appointment",
      body: DeleteByIdReq,
      response: { 200: Envelope(DeleteRes) },
    },
  }
  app.post('/servicePerson/delete', del, async (req) => ok({ deleted: await deletePerson(deps, req.user.userId, req.body.id) }))
  app.delete('/servicePerson/delete', del, async (req) => ok({ deleted: await deletePerson(deps, req.user.userId, req.body.id) }))
}
