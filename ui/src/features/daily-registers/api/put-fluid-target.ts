import { fluidKeys } from '@/features/daily-registers/keys'
import { fluidDaySchema } from '@/features/daily-registers/schemas'
import { api } from '@/lib/api'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** PUT /fluid-targets/{residentId} {ml} (null: back to ESPEN's) -> today's answer. */
export async function putFluidTarget(residentId: string, ml: number | null) {
  return fluidDaySchema.parse(await api.put<unknown>(`/fluid-targets/${encodeURIComponent(residentId)}`, { ml }))
}

export function usePutFluidTarget(residentId: string) {
  return useRefetchingMutation([fluidKeys.all], (ml: number | null) => putFluidTarget(residentId, ml))
}
