import { useEffect, useEffectEvent } from 'react'
import { NO_AREA, type PatientListSearch, type PatientListSearchChange } from '@/features/patients/list-search'
import type { PatientPage } from '@/features/patients/schemas'
import type { Area } from '@/lib/areas'

type Repairs = {
  search: PatientListSearch
  onSearchChange: PatientListSearchChange
  /** The list's answer, once there is one. */
  meta: PatientPage['meta'] | undefined
  areas: Area[]
  areasLoaded: boolean
}

/**
 * Keeps the URL pointing at something that exists: a page past the last one (after an archive, a delete
 * or an old link) goes to the last page; an area that no longer exists goes back to every area.
 */
export function useListUrlRepairs({ search, onSearchChange, meta, areas, areasLoaded }: Repairs) {
  const repair = useEffectEvent(onSearchChange)
  const lastPage = meta?.totalPages

  useEffect(() => {
    if (lastPage !== undefined && search.page > lastPage) repair({ page: Math.max(1, lastPage) }, { replace: true })
  }, [search.page, lastPage])

  const unknownArea =
    areasLoaded &&
    search.area !== undefined &&
    search.area !== NO_AREA &&
    !areas.some((area) => area._id === search.area)
  useEffect(() => {
    if (unknownArea) repair({ area: undefined, page: 1 }, { replace: true })
  }, [unknownArea])
}
