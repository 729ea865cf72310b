import { type IndicatorPeriod, periodQuery } from '@/features/indicators/api/indicators'
import { apiDownload } from '@/lib/api'

/** GET /indicators/pdf?from=&to=&areaId= -> indicadores_<from>_<to>.pdf (the server's name; this is the fallback). */
export function downloadIndicatorsPdf(period: IndicatorPeriod) {
  return apiDownload(`/indicators/pdf?${periodQuery(period)}`, { filename: `indicadores_${period.from}_${period.to}.pdf` })
}
