import { useEffect, useState } from 'react'

/** The clock a page's statuses read (due, late, overdue), moved on every 30 s. */
export function useNow() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000)
    return () => window.clearInterval(id)
  }, [])
  return now
}
