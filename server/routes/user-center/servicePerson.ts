/**
 * /user-center/servicePerson (SPEC §7 User services; §3 Service person; §5 service-person form):
 * queryList (masked phone and ID number), saveOrUpdate (src/domain validateServicePerson, consent for
 * ID numbers, one ID number once per user), delete, queryDetail (full values, owner only).
 * The same persons are the exam persons of /intserv/pe.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { requireUser } from '../../lib/auth-scope'
import type { SaveServicePersonReq } from '../../../types/account'
import { idField, objectReply, arrayReply } from '../../lib/schemas'
import { deletePerson, listPersons, personBodySchema, requirePerson, savePerson, toServicePerson } from './servicePersonStore'

export const servicePersonRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['user-center']
  const security = [{ token: [] }]

  app.get('/servicePerson/queryList', { preHandler: requireUser, schema: { tags, security, summary: "The caller's service persons (default first); phone and ID number masked", response: arrayReply('ServicePerson[]') } }, async (req) => {
    const now = app.deps.now()
    return ok((await listPersons(db, req.session!.userId)).map((r) => toServicePerson(r, now)))
  })

  app.get<{ Querystring: { id: number } }>(
    '/servicePerson/queryDetail',
    { preHandler: requireUser, schema: { tags, security, summary: 'One of the caller\'s persons with the full phone and ID number (404 otherwise)', querystring: { type: 'object', required: ['id'], properties: { id: idField } }, response: objectReply('ServicePerson') } },
    async (req) => ok(toServicePerson(await requirePerson(db, req.session!.userId, req.query.id), app.deps.now(), { secret: app.deps.secret })),
  )

  app.post<{ Body: SaveServicePersonReq }>(
    '/servicePerson/saveOrUpdate',
    {
      preHandler: requireUser,
      schema: { tags, security, summary: 'Create (no id) or update (id) a service person: SPEC §5 form rules, consent: true for a new/changed ID number', body: personBodySchema(false), response: objectReply('ServicePerson') },
    },
    async (req) => ok(toServicePerson(await savePerson(app, req.session!.userId, req.body), app.deps.now())),
  )

  const del = { preHandler: requireUser, schema: { tags, security, summary: "Delete one of the caller's persons ({id}); refused while it has a booked exam appointment", body: { type: 'object', required: ['id'], properties: { id: idField } }, response: objectReply('DeleteRes') } }
  app.post<{ Body: { id: number } }>('/servicePerson/delete', del, async (req) => ok({ deleted: await deletePerson(app, req.session!.userId, req.body.id) }))
  app.delete<{ Body: { id: number } }>('/servicePerson/delete', del, async (req) => ok({ deleted: await deletePerson(app, req.session!.userId, req.body.id) }))
}
