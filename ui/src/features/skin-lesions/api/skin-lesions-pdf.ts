import { apiDownload } from '@/lib/api'
import { todayISO } from '@/lib/dates'

/**
 * GET /api/skin-lesions/pdf?residentId= -> lesiones_<residentId>_<YYYY-MM-DD>.pdf: every lesion with its evolution
 * and trend. The server's Content-Disposition names the file; this name is only the fallback.
 */
export function downloadSkinLesionsPdf(residentId: string) {
  return apiDownload(`/skin-lesions/pdf?residentId=${encodeURIComponent(residentId)}`, {
    filename: `lesiones_${residentId}_${todayISO()}.pdf`,
  })
}
