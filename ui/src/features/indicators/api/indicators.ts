import { queryOptions } from '@tanstack/react-query'
import { indicatorKeys } from '@/features/indicators/keys'
import { indicatorsSchema } from '@/features/indicators/schemas'
import { api } from '@/lib/api'

/** A period of Madrid days, both included, for the whole home or an area. */
export type IndicatorPeriod = { from: string; to: string; areaId?: string }

/** The query string of a period: `from=&to=&areaId=`. */
export function periodQuery({ from, to, areaId }: IndicatorPeriod) {
  const params = new URLSearchParams({ from, to })
  if (areaId) params.set('areaId', areaId)
  return params.toString()
}

/** GET /indicators?from=&to=&areaId=: the period's figures and each month's. */
export async function fetchIndicators(period: IndicatorPeriod) {
  return indicatorsSchema.parse(await api.get<unknown>(`/indicators?${periodQuery(period)}`))
}

export function indicatorsQueryOptions(period: IndicatorPeriod) {
  return queryOptions({
    queryKey: indicatorKeys.period(period.from, period.to, period.areaId),
    queryFn: () => fetchIndicators(period),
  })
}
