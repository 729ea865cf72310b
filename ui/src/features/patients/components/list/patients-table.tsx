import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { PatientPhoto } from '@/components/patient-photo'
import type { PatientListLayoutProps } from '@/features/patients/components/list/patient-list-layout'
import { ResidentLink } from '@/features/patients/components/list/resident-link'
import { SortButton } from '@/features/patients/components/list/sort-button'
import { ariaSort, type SortKey, type Sorting } from '@/features/patients/components/list/sorting'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.patientList

type PatientsTableProps = PatientListLayoutProps & {
  sorting: Sorting
  onSort: (column: SortKey) => void
  /** A click on a row (outside its controls) opens the resident's page. */
  onOpen: (patient: PatientSummary) => void
}

/** The residents as a table: photo, name, age, room, area and actions; name and age sort; a row opens the resident. */
export function PatientsTable({
  rows,
  loading,
  label,
  emptyMessage,
  renderArea,
  renderActions,
  sorting,
  onSort,
  onOpen,
  className,
}: PatientsTableProps) {
  const columns: DataTableColumn<PatientSummary>[] = [
    {
      id: 'photo',
      header: <span className="sr-only">{t.columns.photo}</span>,
      cell: (p) => <PatientPhoto patient={p} />,
      className: 'w-16',
    },
    {
      id: 'name',
      header: <SortButton column="name" label={t.columns.name} sorting={sorting} onSort={onSort} />,
      sort: ariaSort(sorting, 'name'),
      cell: (p) => <ResidentLink patient={p} />,
    },
    {
      id: 'age',
      header: <SortButton column="age" label={t.columns.age} sorting={sorting} onSort={onSort} />,
      sort: ariaSort(sorting, 'age'),
      cell: (p) => (p.age === null ? es.common.notAvailable : p.age),
      className: 'hidden @min-[54rem]:table-cell tabular-nums',
    },
    { id: 'room', header: t.columns.room, cell: (p) => p.room || es.common.notAvailable },
    { id: 'area', header: t.columns.area, cell: renderArea },
    { id: 'actions', header: t.columns.actions, cell: renderActions, className: 'w-px' },
  ]
  return (
    <div className={className}>
      <DataTable
        caption={label}
        columns={columns}
        data={rows}
        getRowId={(p) => p._id}
        loading={loading}
        emptyMessage={emptyMessage}
        onRowClick={onOpen}
      />
    </div>
  )
}
