import { BellRingIcon } from 'lucide-react'
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import type { BrowserAlertsState } from '@/features/notifications/browser-alerts'
import { es } from '@/i18n/es'

const notes: Partial<Record<BrowserAlertsState, string>> = {
  insecure: es.notifications.httpsNeeded,
  unsupported: es.notifications.unsupported,
  denied: es.notifications.blocked,
}

/** Under the bell's list: the way to turn on this browser's alerts, or why there are none. */
export function BrowserAlertsNote({ state, onEnable }: { state: BrowserAlertsState; onEnable: () => void }) {
  if (state === 'granted') return null
  return (
    <>
      <DropdownMenuSeparator />
      {state === 'default' ? (
        <DropdownMenuItem onSelect={onEnable}>
          <BellRingIcon aria-hidden />
          {es.notifications.enableBrowserAlerts}
        </DropdownMenuItem>
      ) : (
        <p className="px-3 py-2 text-sm text-muted-foreground">{notes[state]}</p>
      )}
    </>
  )
}
