import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ReportError } from '@/features/patients/components/list/report-error'
import { es } from '@/i18n/es'
import { areasQueryOptions } from '@/lib/areas'

/** The home's areas for the filter and the pickers; a failure to load them is reported once. */
export function useAreas(reportError: ReportError) {
  const query = useQuery(areasQueryOptions())
  useEffect(() => {
    if (query.error) reportError(query.error, es.areas.errors.load)
  }, [query.error, reportError])
  return { areas: query.data ?? [], loaded: query.isSuccess }
}
