import { useMutation, useQuery } from '@tanstack/react-query'
import { FileDownIcon, LoaderCircleIcon } from 'lucide-react'
import { DataTablePagination } from '@/components/data-table/data-table-pagination'
import { ErrorBanner } from '@/components/error-banner'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { TableOrCards } from '@/components/table-or-cards'
import { Button } from '@/components/ui/button'
import { auditFilterOptionsQueryOptions, auditQueryOptions, downloadAccessReport } from '@/features/audit/api'
import { AuditFilters } from '@/features/audit/components/audit-filters'
import { AuditCards, AuditTable } from '@/features/audit/components/audit-list'
import { datesError, filterChange, isFiltered } from '@/features/audit/logic'
import type { AuditSearch } from '@/features/audit/schemas'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/utils'

const t = es.audit

type AuditPageProps = {
  search: AuditSearch
  /** Merges a patch into the URL search (undefined removes a key). */
  onSearchChange: (patch: Partial<AuditSearch>) => void
}

/**
 * Auditoría (administrators, audit.read): the chained audit log filtered by resident, person and days,
 * newest first, a page at a time; with a resident chosen, the access report PDF of their record.
 */
export function AuditPage({ search, onSearchChange }: AuditPageProps) {
  const badDates = datesError(search)
  const list = useQuery({ ...auditQueryOptions(search), enabled: !badDates })
  const options = useQuery(auditFilterOptionsQueryOptions())
  const report = useMutation({ mutationFn: (residentId: string) => downloadAccessReport(residentId) })
  const filtered = isFiltered(search)
  const rows = list.data?.data ?? []
  const layout = { rows, loading: list.isPending && !badDates, emptyMessage: filtered ? t.emptyFiltered : t.empty }

  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          search.residentId && (
            <Button
              variant="outline"
              className="min-h-11"
              disabled={report.isPending}
              onClick={() => search.residentId && report.mutate(search.residentId)}
            >
              {report.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <FileDownIcon aria-hidden />}
              {t.accessReport}
            </Button>
          )
        }
      />
      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <AuditFilters
          search={search}
          residents={options.data?.residents ?? []}
          people={options.data?.people ?? []}
          optionsLoading={options.isPending}
          onChange={(patch) => onSearchChange(filterChange(patch))}
          onClear={() => onSearchChange({ residentId: undefined, userId: undefined, from: undefined, to: undefined, page: undefined })}
          filtered={filtered}
        />
        {options.isError && <p className="text-sm text-destructive">{t.optionsError}</p>}
      </div>
      <ErrorBanner message={badDates} />
      <ErrorBanner message={report.isError ? `${t.accessReportError} ${errorMessage(report.error)}` : null} />
      {list.isError && !list.data ? (
        <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        !badDates && (
          <TableOrCards
            busy={list.isFetching}
            className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
            table={<AuditTable {...layout} />}
            cards={<AuditCards {...layout} />}
          >
            {list.data && (
              <div className="grid gap-1">
                <p className="pt-3 text-sm text-muted-foreground">{t.total(list.data.meta.total)}</p>
                {list.data.meta.totalPages > 1 && (
                  <DataTablePagination
                    page={search.page ?? 1}
                    totalPages={list.data.meta.totalPages}
                    onPageChange={(page) => onSearchChange({ page: page > 1 ? page : undefined })}
                  />
                )}
              </div>
            )}
          </TableOrCards>
        )
      )}
    </div>
  )
}
