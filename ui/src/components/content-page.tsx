import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import type * as React from 'react'
import { EditDeleteActions, type EditDeleteTexts } from '@/components/edit-delete-actions'
import { ErrorBanner } from '@/components/error-banner'
import type { ListLayoutProps } from '@/components/list-layout'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { TableOrCards } from '@/components/table-or-cards'
import { Button } from '@/components/ui/button'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

type ContentPageProps<T extends { _id: string; canEdit: boolean }> = {
  title: string
  description: string
  /** The create button: "Nueva Actividad", "Nueva Publicación". */
  create: { label: string; icon: React.ReactNode }
  /** "No se pudo cargar la lista de …" (the server's reason follows). */
  loadError: string
  list: UseQueryResult<T[]>
  renderTable: (layout: ListLayoutProps<T>) => React.ReactNode
  renderCards: (layout: ListLayoutProps<T>) => React.ReactNode
  /** The row actions' texts, and how a row is named in them. */
  actions: EditDeleteTexts
  rowName: (row: T) => string
  /** The delete call (a mutation's mutateAsync). */
  remove: (id: string) => Promise<unknown>
  /** The create or edit dialog (`item` null for a new one). */
  renderDialog: (dialog: { open: boolean; item: T | null; onOpenChange: (open: boolean) => void }) => React.ReactNode
}

/**
 * A page of things staff write and sign (activities, posts): its header with the create button, the list as
 * a table or cards by the page's width, edit and delete where the server says the user may (`canEdit`: the
 * author, or content.edit-any), the error banner, and the form dialog.
 */
export function ContentPage<T extends { _id: string; canEdit: boolean }>({
  title,
  description,
  create,
  loadError,
  list,
  renderTable,
  renderCards,
  actions,
  rowName,
  remove,
  renderDialog,
}: ContentPageProps<T>) {
  const banner = useTimedMessage()
  const [dialog, setDialog] = useState<{ open: boolean; item: T | null }>({ open: false, item: null })

  function reportError(error: unknown) {
    const message = notifyError(error)
    if (message) banner.show(message)
  }

  const layout: ListLayoutProps<T> = {
    rows: list.data ?? [],
    loading: list.isPending,
    renderActions: (row) =>
      row.canEdit && (
        <EditDeleteActions
          name={rowName(row)}
          texts={actions}
          onEdit={() => setDialog({ open: true, item: row })}
          remove={() => remove(row._id)}
          onError={reportError}
        />
      ),
  }

  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={() => setDialog({ open: true, item: null })}>
            {create.icon}
            {create.label}
          </Button>
        }
      />
      <ErrorBanner message={banner.message} />
      {list.isError && !list.data ? (
        <LoadError what={loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <TableOrCards busy={list.isFetching} table={renderTable(layout)} cards={renderCards(layout)} />
      )}
      {renderDialog({
        ...dialog,
        onOpenChange: (open) => setDialog((current) => ({ ...current, open })),
      })}
    </div>
  )
}
