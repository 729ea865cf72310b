import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from '@/features/auth/auth-store'

/** What every route's beforeLoad and loader can read. */
export type RouterContext = {
  queryClient: QueryClient
  auth: AuthStore
}
