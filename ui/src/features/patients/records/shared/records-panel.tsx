import { useInfiniteQuery } from '@tanstack/react-query'
import { DownloadIcon, PlusIcon } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import type * as React from 'react'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import type { RowAction } from '@/components/row-actions'
import { LoadError } from '@/components/load-error'
import { SearchBox } from '@/components/search-box'
import { Button } from '@/components/ui/button'
import { recordPagesQueryOptions, useDeleteRecord, type RecordResource } from '@/features/patients/records/shared/api'
import { RecordCards } from '@/features/patients/records/shared/record-cards'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordRowActions } from '@/features/patients/records/shared/record-row-actions'
import { RecordsTable } from '@/features/patients/records/shared/records-table'
import type { RecordsPanelTexts } from '@/features/patients/records/shared/texts'
import { useRecordDownloads } from '@/features/patients/records/shared/use-record-downloads'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { matches, normalizeSearch } from '@/lib/search'
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
 *
 * The records come in pages of 50, newest first, with "Cargar más" under the list while more remain
 * (DESIGN 13). A search looks through the resident's whole history: while there is text in the box the
 * panel reads the remaining pages by itself and says so. A nurse who searches "caída" is asking whether
 * there ever was one; matching only the pages on screen would answer "no" for a fall of two years ago.
 * Reading the rest costs a few requests once, only when someone searches, and the pages stay for later.
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
  const list = useInfiniteQuery(recordPagesQueryOptions(resource, resident._id))
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

  const all = useMemo(() => list.data?.pages.flatMap((page) => page.records) ?? [], [list.data])
  const rows = all.filter((row) => matches(searchText(row), search))
  const searching = normalizeSearch(search) !== ''
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list
  // A search reads the rest of the history, a page at a time, and stops at an error ("Cargar más" retries).
  const readingAll = searching && hasNextPage && !isFetchNextPageError
  useEffect(() => {
    if (readingAll && !isFetching) void fetchNextPage()
  }, [readingAll, isFetching, fetchNextPage])
  const common = es.records.common
  const searchStatus = !searching
    ? null
    : readingAll
      ? common.searchingAll(all.length)
      : hasNextPage
        ? common.searchedLoaded(all.length)
        : common.searchedAll(all.length)
  const layout = {
    rows,
    columns,
    getRowId: (row: T) => row._id,
    loading: list.isPending,
    caption: texts.caption,
    emptyMessage: readingAll ? common.searchingAll(all.length) : all.length > 0 ? common.noMatches : texts.empty,
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
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {searchStatus}
      </p>
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
      {list.data && (
        <div className="grid grid-cols-1 justify-items-center gap-2">
          {isFetchNextPageError && (
            <p role="alert" className="text-destructive">
              {common.loadMoreFailed}
            </p>
          )}
          {hasNextPage && !readingAll && (
            <Button
              variant="outline"
              className="h-11 w-full @min-[40rem]:w-auto @min-[40rem]:px-8"
              onClick={() => void fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? common.loadingMore : common.loadMore}
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
