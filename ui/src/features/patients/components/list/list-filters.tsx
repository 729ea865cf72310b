import { AreaFilter } from '@/components/area-filter'
import { SEARCH_DEBOUNCE_MS, SearchBox } from '@/components/search-box'
import { ViewToggle } from '@/components/view-toggle'
import { AreaActions } from '@/features/patients/components/areas/area-actions'
import type { ReportError } from '@/features/patients/components/list/report-error'
import { SortSelect } from '@/features/patients/components/list/sort-select'
import { NO_AREA, type PatientListSearch, type PatientListSearchChange } from '@/features/patients/list-search'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

const views = es.patientList.views

/** Active / Archived: which list of residents is shown. */
const VIEWS = [
  { view: 'active', label: views.active },
  { view: 'archived', label: views.archived },
] as const

type ListFiltersProps = {
  search: PatientListSearch
  onSearchChange: PatientListSearchChange
  areas: Area[]
  /** Shows edit and delete icons for the chosen area. */
  manageAreas: boolean
  onEditArea: (area: Area) => void
  reportError: ReportError
}

/** Active / Archived, area filter (with its edit and delete icons), search, and the sort on small screens. */
export function ListFilters({ search, onSearchChange, areas, manageAreas, onEditArea, reportError }: ListFiltersProps) {
  const chosenArea = areas.find((area) => area._id === search.area)
  return (
    <div className="flex flex-col gap-4 @min-[40rem]:flex-row @min-[40rem]:flex-wrap @min-[40rem]:items-end">
      <ViewToggle
        label={views.label}
        views={VIEWS}
        value={search.view}
        onChange={(view) => onSearchChange({ view, page: 1 })}
      />
      <div className="flex items-end gap-1">
        <div className="min-w-0 flex-1">
          <AreaFilter areas={areas} value={search.area} onChange={(area) => onSearchChange({ area, page: 1 })} noneValue={NO_AREA} />
        </div>
        {chosenArea && manageAreas && (
          <AreaActions
            area={chosenArea}
            onEdit={onEditArea}
            onDeleted={() => onSearchChange({ area: undefined, page: 1 })}
            onError={reportError}
          />
        )}
      </div>
      <div className="@min-[40rem]:min-w-72 @min-[40rem]:flex-1">
        <SearchBox
          label={es.patientList.search.label}
          showLabel
          placeholder={es.patientList.search.placeholder}
          value={search.q}
          onChange={(q) => onSearchChange({ q, page: 1 }, { replace: true })}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
      </div>
      <div className="@min-[48rem]:hidden">
        <SortSelect sorting={search} onChange={(sorting) => onSearchChange({ ...sorting, page: 1 })} />
      </div>
    </div>
  )
}
