import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { DataTablePagination } from '@/components/data-table/data-table-pagination'
import { ErrorBanner } from '@/components/error-banner'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { ProgressOverlay } from '@/components/progress-overlay'
import { TableOrCards } from '@/components/table-or-cards'
import { patientsQueryOptions } from '@/features/patients/api'
import { AreaFormDialog } from '@/features/patients/components/areas/area-form-dialog'
import { AreaCell } from '@/features/patients/components/list/area-cell'
import { AreaTools } from '@/features/patients/components/list/area-tools'
import { ConfigureBar } from '@/features/patients/components/list/configure-bar'
import { HeaderActions } from '@/features/patients/components/list/header-actions'
import { ListFilters } from '@/features/patients/components/list/list-filters'
import { PatientActions } from '@/features/patients/components/list/patient-actions'
import { PatientCards } from '@/features/patients/components/list/patient-cards'
import { PatientsTable } from '@/features/patients/components/list/patients-table'
import { toggleSort } from '@/features/patients/components/list/sorting'
import { useAreaChanges } from '@/features/patients/components/list/use-area-changes'
import { useAreas } from '@/features/patients/components/list/use-areas'
import { useListUrlRepairs } from '@/features/patients/components/list/use-list-url-repairs'
import { usePatientRowActions } from '@/features/patients/components/list/use-patient-row-actions'
import { useReportDownloads } from '@/features/patients/components/list/use-report-downloads'
import { PatientModal } from '@/features/patients/components/patient-modal'
import { toListParams, type PatientListSearch, type PatientListSearchChange } from '@/features/patients/list-search'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'
import { useTimedMessage } from '@/lib/use-timed-message'
import { cn } from '@/lib/utils'

const t = es.patientList

type PatientsPageProps = {
  search: PatientListSearch
  onSearchChange: PatientListSearchChange
  /** The signed-in user's name, a new resident's "Empleado que recibe" to start with. */
  signedInName: string
}

/**
 * Gestión de Pacientes: the residents' list with its filters, area tools, reports and modals. A resident's
 * name or row opens their clinical page; a new resident, once registered, too. What the user may do comes
 * from their permissions (residents.admit, residents.archive, areas.manage).
 */
export function PatientsPage({ search, onSearchChange, signedInName }: PatientsPageProps) {
  const may = useCan()
  const manageAreas = may('areas.manage')
  const list = useQuery(patientsQueryOptions(toListParams(search)))
  const banner = useTimedMessage()
  const reportError = useCallback(
    (error: unknown, title: string) => {
      const message = notifyError(error, title)
      if (message) banner.show(message)
    },
    [banner.show],
  )
  const { areas, loaded: areasLoaded } = useAreas(reportError)
  useListUrlRepairs({ search, onSearchChange, meta: list.data?.meta, areas, areasLoaded })

  const downloads = useReportDownloads(reportError)
  const rowActions = usePatientRowActions(reportError)
  const areaChanges = useAreaChanges(areas, reportError)
  const navigate = useNavigate()
  const openResident = (patient: { _id: string }) => void navigate({ to: '/patients/$id', params: { id: patient._id } })
  const [registering, setRegistering] = useState(false)
  const [areaDialog, setAreaDialog] = useState<{ open: boolean; area: Area | null }>({ open: false, area: null })

  const filtered = search.q.trim() !== '' || search.area !== undefined
  const layout = {
    rows: list.data?.data ?? [],
    loading: list.isPending,
    label: t.caption[search.view],
    emptyMessage: filtered ? t.empty.filtered : t.empty[search.view],
    renderArea: (patient: PatientSummary) => <AreaCell patient={patient} areas={areas} changes={areaChanges} />,
    renderActions: (patient: PatientSummary) => (
      <PatientActions
        patient={patient}
        canArchive={may('residents.archive')}
        onDownload={(p) => void downloads.downloadOne(p)}
        onToggleArchive={rowActions.toggleArchive}
        onDelete={rowActions.remove}
      />
    ),
  }

  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={es.pages.patients.title}
        description={t.description}
        actions={
          <HeaderActions
            canRegister={may('residents.admit')}
            onNewPatient={() => setRegistering(true)}
            onDownloadAll={() => void downloads.downloadAll()}
          />
        }
      />
      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <ListFilters
          search={search}
          onSearchChange={onSearchChange}
          areas={areas}
          manageAreas={manageAreas}
          onEditArea={(area) => setAreaDialog({ open: true, area })}
          reportError={reportError}
        />
        {manageAreas && (
          <AreaTools
            configuring={areaChanges.configuring}
            onConfigure={areaChanges.start}
            onNewArea={() => setAreaDialog({ open: true, area: null })}
          />
        )}
      </div>
      <ErrorBanner message={banner.message} />
      {list.isError && !list.data ? (
        <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <TableOrCards
          busy={list.isFetching}
          className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
          table={
            <PatientsTable
              {...layout}
              sorting={search}
              onSort={(column) => onSearchChange({ ...toggleSort(search, column), page: 1 })}
              onOpen={openResident}
            />
          }
          cards={<PatientCards {...layout} />}
        >
          {list.data && (
            <DataTablePagination
              page={search.page}
              totalPages={list.data.meta.totalPages}
              onPageChange={(page) => onSearchChange({ page })}
            />
          )}
          {areaChanges.configuring && (
            <ConfigureBar
              changes={areaChanges.changes}
              saving={areaChanges.saving}
              onSave={() => void areaChanges.save()}
              onCancel={areaChanges.cancel}
            />
          )}
        </TableOrCards>
      )}
      <PatientModal open={registering} onOpenChange={setRegistering} onRegistered={openResident} receivingEmployee={signedInName} />
      <AreaFormDialog
        open={areaDialog.open}
        area={areaDialog.area}
        onOpenChange={(open) => setAreaDialog((current) => ({ ...current, open }))}
      />
      {downloads.progress && <ProgressOverlay {...downloads.progress} />}
    </div>
  )
}
