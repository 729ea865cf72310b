import { apiDownload } from '@/lib/api'
import { todayISO } from '@/lib/dates'

/**
 * GET /downtime/pdf: the current shift's downtime pack, contingencia_<date>_<shift>.pdf (the server's
 * Content-Disposition names the file; this name is only the fallback).
 */
export function downloadDowntimePlan() {
  return apiDownload('/downtime/pdf', { filename: `contingencia_${todayISO()}.pdf` })
}
