import { apiDownload } from '@/lib/api'
import { todayISO } from '@/lib/dates'

/**
 * GET /api/care-plans/{id}/pdf -> pai_<residentId>_<YYYY-MM-DD>.pdf (the day it was agreed; today for a draft).
 * The server's Content-Disposition names the file; this name is only the fallback.
 */
export function downloadCarePlanPdf(plan: { _id: string; residentId: string; approvedAt: string }) {
  const day = plan.approvedAt ? todayISO(new Date(plan.approvedAt)) : todayISO()
  return apiDownload(`/care-plans/${encodeURIComponent(plan._id)}/pdf`, { filename: `pai_${plan.residentId}_${day}.pdf` })
}
