import { useState } from 'react'
import { toast } from 'sonner'
import {
  downloadRecordPdf,
  downloadRecordReport,
  type RecordResource,
} from '@/features/patients/records/shared/api'
import type { RecordsPanelTexts } from '@/features/patients/records/shared/texts'

/**
 * A record's PDF and the resident's report of the kind, with SPEC 8's toasts; failures go to
 * `reportError` (error toast with the given title and the banner). Knows what is downloading now.
 */
export function useRecordDownloads<T extends { _id: string }>(
  resource: RecordResource<T>,
  residentId: string,
  toasts: RecordsPanelTexts['toasts'],
  reportError: (error: unknown, title: string) => void,
) {
  const [reporting, setReporting] = useState(false)
  const [printing, setPrinting] = useState<ReadonlySet<string>>(new Set())

  async function downloadReport() {
    setReporting(true)
    try {
      await downloadRecordReport(resource, residentId)
      toast.success(toasts.report.title, { description: toasts.report.description })
    } catch (error) {
      reportError(error, toasts.reportFailed)
    } finally {
      setReporting(false)
    }
  }

  async function print(id: string) {
    setPrinting((current) => new Set(current).add(id))
    try {
      await downloadRecordPdf(resource, id)
      toast.success(toasts.pdf.title, { description: toasts.pdf.description })
    } catch (error) {
      reportError(error, toasts.pdfFailed)
    } finally {
      setPrinting((current) => {
        const next = new Set(current)
        next.delete(id)
        return next
      })
    }
  }

  return { reporting, downloadReport, isPrinting: (id: string) => printing.has(id), print }
}
