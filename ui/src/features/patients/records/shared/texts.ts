import type { ToastText } from '@/lib/use-form-submit'

/** The texts a records panel shows, one set per kind in es.records.<kind>.panel. */
export type RecordsPanelTexts = {
  /** The panel's heading, e.g. "Notas de María". */
  title: (residentName: string) => string
  /** The table's accessible name. */
  caption: string
  searchPlaceholder: string
  /** "Descargar Notas": the resident's report of this kind. */
  download: string
  /** "Nueva Nota" */
  newRecord: string
  /** The empty state, e.g. "Sin notas registradas." */
  empty: string
  /** "No se pudieron cargar …" (the server's reason follows). */
  loadError: string
  /** Said to users who may read but not write this kind. */
  readOnly: string
  deleteTitle: string
  deleteDescription: string
  /** Said when a delete fails and the server gives no message (SPEC 8: "Error al eliminar Kardex."). */
  deleteFailed?: string
  toasts: {
    deleted: ToastText
    pdf: ToastText
    report: ToastText
    /** Title of the error toast when a record's PDF fails. */
    pdfFailed: string
    /** Title of the error toast when the report fails. */
    reportFailed: string
  }
}
