import { apiDownload } from '@/lib/api'
import { todayISO } from '@/lib/dates'

/**
 * GET /falls/pdf?residentId= -> the resident's register, caidas_<residentId>_inicio_<today>.pdf (the server's
 * Content-Disposition names the file; this name is only the fallback).
 */
export function downloadFallsPdf(residentId: string) {
  const search = new URLSearchParams({ residentId })
  return apiDownload(`/falls/pdf?${search.toString()}`, { filename: `caidas_${residentId}_inicio_${todayISO()}.pdf` })
}
