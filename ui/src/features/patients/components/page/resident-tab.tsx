import { Link } from '@tanstack/react-router'
import { usePageResident } from '@/features/patients/components/page/resident-context'
import { ResidentDataTab } from '@/features/patients/components/page/resident-data-tab'
import { mayShowTab, tabOfSlug } from '@/features/patients/components/page/page-tabs'
import { RecordTabContent } from '@/features/patients/records/record-tab-content'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.residentPage

/** A section the address names that does not exist, or that the user may not open. */
function TabNotice({ message, residentId }: { message: string; residentId: string }) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 rounded-xl border bg-card p-4 sm:p-5">
      <p>{message}</p>
      <Link
        to="/patients/$id"
        params={{ id: residentId }}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.goToSummary}
      </Link>
    </div>
  )
}

/** The section `/patients/$id/<slug>` names: Datos (the wizard) or one of the record panels. */
export function ResidentTab({ slug }: { slug: string }) {
  const resident = usePageResident()
  const may = useCan()
  const tab = tabOfSlug(slug)
  if (!tab) return <TabNotice message={t.unknownTab} residentId={resident._id} />
  if (!mayShowTab(tab, may)) return <TabNotice message={t.noDataAccess} residentId={resident._id} />
  if (tab.key === 'data') return <ResidentDataTab resident={resident} />
  // Their own route files (routes/_auth/patients/$id/contenciones.tsx, caidas.tsx, valoraciones.tsx, pai.tsx,
  // piel.tsx, seguimiento.tsx) answer those addresses first.
  if (
    tab.key === 'restraints' ||
    tab.key === 'falls' ||
    tab.key === 'assessments' ||
    tab.key === 'carePlan' ||
    tab.key === 'skin' ||
    tab.key === 'tracking'
  )
    return null
  return <RecordTabContent key={tab.key} tab={tab.key} resident={resident} />
}
