/**
 * The session as the console sees it: `me` in the query cache (key ME_KEY), its CSRF token handed to the client.
 * null = not signed in (the server answered 401); any other failure is an error state of the query.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ApiError, setCsrfToken } from '../../shared/request'
import { fetchMe, type Me } from './api'

export const ME_KEY = ['staff', 'me'] as const

export async function loadMe(): Promise<Me | null> {
  try {
    const me = await fetchMe()
    setCsrfToken(me.csrfToken)
    return me
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'unauthorized') {
      setCsrfToken(null)
      return null
    }
    throw err
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: loadMe, staleTime: 60_000, retry: false })
}

/** after the TOTP step: the reply's staff member is the session (no second round trip) */
export function signedIn(client: QueryClient, me: Me): void {
  setCsrfToken(me.csrfToken)
  client.setQueryData(ME_KEY, me)
}

/** after logout or a 401: forget everything the session could read */
export function signedOut(client: QueryClient): void {
  setCsrfToken(null)
  client.clear()
  client.setQueryData(ME_KEY, null)
}

export function useSessionClient(): QueryClient {
  return useQueryClient()
}
