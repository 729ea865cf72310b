import { Link } from '@tanstack/react-router'
import { visibleTabs } from '@/features/patients/components/page/page-tabs'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { cn } from '@/lib/utils'

const t = es.residentPage

const tabClass = cn(
  'inline-flex h-11 items-center rounded-md px-3 font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none',
  'hover:bg-card hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70',
  'data-[status=active]:bg-primary data-[status=active]:text-primary-foreground',
)

/**
 * The page's sections as links (each has its own address): Resumen, then the tabs the user may see. They
 * wrap onto a second line on narrow screens, so no tab hides off-screen; from 640 px they stay in view
 * under the header while the page scrolls.
 */
export function ResidentTabNav({ residentId }: { residentId: string }) {
  const tabs = visibleTabs(useCan())
  return (
    <nav
      aria-label={t.tabsLabel}
      className="z-30 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur sm:sticky sm:top-16 sm:-mx-8 sm:px-8"
    >
      <ul className="flex flex-wrap gap-1">
        <li>
          <Link to="/patients/$id" params={{ id: residentId }} activeOptions={{ exact: true }} className={tabClass}>
            {t.tabs.summary}
          </Link>
        </li>
        {tabs.map((tab) => (
          <li key={tab.slug}>
            <Link to="/patients/$id/$tab" params={{ id: residentId, tab: tab.slug }} className={tabClass}>
              {t.tabs[tab.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
