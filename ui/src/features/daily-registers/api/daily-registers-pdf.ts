import { apiDownload } from '@/lib/api'

/**
 * GET /daily-registers/pdf?residentId=&from=&to= -> seguimiento_<residentId>_<from>_<to>.pdf (the server's
 * Content-Disposition names the file; this name is only the fallback).
 */
export function downloadDailyRegistersPdf(residentId: string, from: string, to: string) {
  const search = new URLSearchParams({ residentId, from, to })
  return apiDownload(`/daily-registers/pdf?${search.toString()}`, { filename: `seguimiento_${residentId}_${from}_${to}.pdf` })
}
