import { useQuery } from '@tanstack/react-query'
import { DownloadIcon, PlusIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type * as React from 'react'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import type { RowAction } from '@/components/row-actions'
import { LoadError } from '@/components/load-error'
import { SearchBox } from '@/components/search-box'
import { Button } from '@/components/ui/button'
import { recordsQueryOptions, useDeleteRecord, type RecordResource } from '@/features/patients/records/shared/api'
import { RecordCards } from '@/features/patients/records/shared/record-cards'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordRowActions } from '@/features/patients/records/shared/record-row-actions'
import { RecordsTable } from '@/features/patients/records/shared/records-table'
import type { RecordsPanelTexts } from '@/features/patients/records/shared/texts'
import { useRecordDownloads } from '@/features/patients/records/shared/use-record-downloads'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { matches } from '@/lib/search'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

type RecordsPanelProps<T extends { _id: string; canDelete: boolean }> = {
  resource: RecordResource<T>
  resident: Resident
  texts: RecordsPanelTexts
  /** The list's columns, without the actions (the panel adds them). */
  columns: RecordColumn<T>[]
  /** The text the search box looks in (accents and case ignored). */
  searchText: (row: T) => string
  /** The record as said in the buttons' names, e.g. "la nota del 12/11/2026". */
  describe: (row: T) => string
  /**
   * The user holds the kind's write permission. False: a read-only list (no Nuevo or edit), with
   * texts.readOnly said above it. Delete follows each record's own `canDelete`, from the server.
   */
  canWrite: boolean
  /** Opens the kind's dialog for a new record. */
  onNew: () => void
  /** Opens the kind's dialog on a record; null when the kind has no edit. */
  onEdit: ((row: T) => void) | null
  /** More row actions of the kind, shown before delete. */
  extraActions?: (row: T) => RowAction[]
  /** A view of all the resident's records, shown above the search (the vital-signs chart). */
  overview?: React.ReactNode
  /** Shown between the toolbar and the list: the kind's dialogs, a chart… */
  children?: React.ReactNode
}

/**
 * A record tab's panel: title, search, "Descargar …" report and "Nuevo …", then the resident's records
 * (a table on wide panels, cards on phones) with edit, print PDF and delete, and their loading, empty
 * and error states. Failed calls show a toast and a banner that clears after 5 s (SPEC 8).
 */
export function RecordsPanel<T extends { _id: string; canDelete: boolean }>({
  resource,
  resident,
  texts,
  columns,
  searchText,
  describe,
  canWrite,
  onNew,
  onEdit,
  extraActions,
  overview,
  children,
}: RecordsPanelProps<T>) {
  const headingId = useId()
  const list = useQuery(recordsQueryOptions(resource, resident._id))
  const remove = useDeleteRecord(resource)
  const banner = useTimedMessage()
  const [search, setSearch] = useState('')

  function reportError(error: unknown, title?: string, fallback?: string) {
    const message = notifyError(error, title, fallback)
    if (message) banner.show(message)
  }

  const downloads = useRecordDownloads(resource, resident._id, texts.toasts, reportError)

  async function deleteRecord(row: T, reason: string) {
    try {
      await remove.mutateAsync({ id: row._id, reason })
    } catch (error) {
      reportError(error, undefined, texts.deleteFailed)
      throw error
    }
    toast.success(texts.toasts.deleted.title, { description: texts.toasts.deleted.description })
  }

  const all = list.data ?? []
  const rows = all.filter((row) => matches(searchText(row), search))
  const layout = {
    rows,
    columns,
    getRowId: (row: T) => row._id,
    loading: list.isPending,
    caption: texts.caption,
    emptyMessage: all.length > 0 ? es.records.common.noMatches : texts.empty,
    renderActions: (row: T) => (
      <RecordRowActions
        label={describe(row)}
        onEdit={canWrite && onEdit ? () => onEdit(row) : null}
        onPrint={() => void downloads.print(row._id)}
        printing={downloads.isPrinting(row._id)}
        onDelete={row.canDelete ? (reason) => deleteRecord(row, reason) : null}
        deleteTitle={texts.deleteTitle}
        deleteDescription={texts.deleteDescription}
        extra={extraActions?.(row)}
      />
    ),
  }

  return (
    <section aria-labelledby={headingId} className="@container grid grid-cols-1 gap-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {texts.title(resident.name)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void downloads.downloadReport()} disabled={downloads.reporting}>
            <DownloadIcon aria-hidden />
            {downloads.reporting ? es.records.common.downloading : texts.download}
          </Button>
          {canWrite && (
            <Button onClick={onNew}>
              <PlusIcon aria-hidden />
              {texts.newRecord}
            </Button>
          )}
        </div>
      </div>
      {!canWrite && <p className="text-muted-foreground">{texts.readOnly}</p>}
      {overview}
      <SearchBox
        label={es.records.common.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={setSearch}
        className="w-full @min-[40rem]:max-w-sm"
      />
      <ErrorBanner message={banner.message} />
      {children}
      {list.isError && !list.data ? (
        <LoadError what={texts.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isFetching || undefined} className="grid grid-cols-1">
          <RecordsTable {...layout} className="hidden @min-[40rem]:block" />
          <RecordCards {...layout} className="@min-[40rem]:hidden" />
        </div>
      )}
    </section>
  )
}
