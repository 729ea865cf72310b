import { useInfiniteQuery } from '@tanstack/react-query'
import { Ban, FileDownIcon, LoaderCircleIcon, PencilIcon, PlusIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { downloadFallsPdf } from '@/features/falls/api/falls-pdf'
import { residentFallsQueryOptions } from '@/features/falls/api/resident-falls'
import { FallCard } from '@/features/falls/components/fall-card'
import { FallFormDialog } from '@/features/falls/components/fall-form-dialog'
import { VoidFallDialog } from '@/features/falls/components/void-fall-dialog'
import type { Fall } from '@/features/falls/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'

const t = es.falls

type FallsTabProps = {
  resident: { id: string; name: string; archived?: boolean }
}

/**
 * The resident's tab «Caídas» (issue 28): the falls register newest first, in pages. Doctors, nurses and social
 * workers record a fall and complete it (one an incident made among them); its author within 24 hours, or a
 * doctor, voids one entered by mistake. Everyone prints the register.
 */
export function FallsTab({ resident }: FallsTabProps) {
  const may = useCan()
  const list = useInfiniteQuery(residentFallsQueryOptions(resident.id))
  // The form's dialog keeps the fall it opened with while it closes.
  const [dialog, setDialog] = useState<{ open: boolean; fall: Fall | null }>({ open: false, fall: null })
  const [voiding, setVoiding] = useState<Fall | null>(null)
  const [printing, setPrinting] = useState(false)
  const mayWrite = !resident.archived && may('registers.falls')
  const falls = useMemo(() => list.data?.pages.flatMap((page) => page.falls) ?? [], [list.data])

  async function print() {
    setPrinting(true)
    try {
      await downloadFallsPdf(resident.id)
    } catch (error) {
      notifyError(error)
    } finally {
      setPrinting(false)
    }
  }

  function body() {
    if (list.isPending) {
      return (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      )
    }
    if (list.isError && !list.data) {
      return <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
    }
    if (falls.length === 0) return <p className="rounded-xl border bg-card p-4 text-muted-foreground">{t.empty}</p>
    return (
      <section aria-label={t.title} aria-busy={list.isFetching || undefined} className="grid min-w-0 gap-3">
        {falls.map((fall) => (
          <FallCard
            key={fall._id}
            fall={fall}
            actions={
              (mayWrite || (fall.canVoid && !resident.archived)) && (
                <>
                  {mayWrite && (
                    <Button
                      type="button"
                      variant="outline"
                      className="min-h-12"
                      aria-label={t.actions.editLabel(formatDateTime(fall.at))}
                      onClick={() => setDialog({ open: true, fall })}
                    >
                      <PencilIcon aria-hidden />
                      {t.actions.edit}
                    </Button>
                  )}
                  {fall.canVoid && !resident.archived && (
                    <Button
                      type="button"
                      variant="outline"
                      className="min-h-12 text-destructive"
                      aria-label={t.actions.voidLabel(formatDateTime(fall.at))}
                      onClick={() => setVoiding(fall)}
                    >
                      <Ban aria-hidden />
                      {t.actions.void}
                    </Button>
                  )}
                </>
              )
            }
          />
        ))}
        {list.isFetchNextPageError && (
          <p role="alert" className="text-destructive">
            {es.records.common.loadMoreFailed}
          </p>
        )}
        {list.hasNextPage && (
          <Button
            type="button"
            variant="outline"
            className="min-h-12 justify-self-center px-8"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t.loadingMore : t.more}
          </Button>
        )}
      </section>
    )
  }

  return (
    <div className="@container grid min-w-0 gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="sr-only">{t.title}</h2>
          <p className="max-w-prose text-muted-foreground">{t.description}</p>
          {falls.length > 0 && !list.hasNextPage && <p className="text-sm text-muted-foreground">{t.count(falls.length)}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="min-h-12" disabled={printing} onClick={() => void print()}>
            {printing ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <FileDownIcon aria-hidden />}
            {printing ? t.actions.printing : t.actions.print}
          </Button>
          {mayWrite && (
            <Button type="button" className="min-h-12" onClick={() => setDialog({ open: true, fall: null })}>
              <PlusIcon aria-hidden />
              {t.actions.create}
            </Button>
          )}
        </div>
      </div>
      {body()}
      {mayWrite && (
        <FallFormDialog
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          resident={resident}
          fall={dialog.fall}
        />
      )}
      <VoidFallDialog fall={voiding} onClose={() => setVoiding(null)} />
    </div>
  )
}

