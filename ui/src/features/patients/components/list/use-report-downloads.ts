import { toast } from 'sonner'
import { downloadAllPatientsReport, downloadPatientReport } from '@/features/patients/api'
import type { ReportError } from '@/features/patients/components/list/report-error'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { useTaskProgress } from '@/lib/use-task-progress'

const t = es.patientList

/** "Descargar todo" and one resident's file, with the progress for the overlay and the SPEC's toasts. */
export function useReportDownloads(reportError: ReportError) {
  const { progress, run } = useTaskProgress()

  async function download(
    label: string,
    task: (onProgress: (fraction: number) => void) => Promise<void>,
    done: string,
    failed: string,
  ) {
    try {
      await run(label, task)
    } catch (error) {
      reportError(error, failed)
      return
    }
    toast.success(t.toasts.reportTitle, { description: done })
  }

  return {
    progress,
    downloadAll: () =>
      download(t.progress.all, downloadAllPatientsReport, t.toasts.reportAll, t.toasts.downloadFailedAll),
    downloadOne: (patient: PatientSummary) =>
      download(
        t.progress.one,
        (onProgress) => downloadPatientReport(patient._id, onProgress),
        t.toasts.reportOne,
        t.toasts.downloadFailedOne,
      ),
  }
}
