import { es } from '@/i18n/es'

const t = es.medicationRound.prn

/**
 * The server's (or the PRN list's) «Última dosis a las HH:MM por …» before a PRN dose within the hours that
 * ask: the nurse checks, and the next submit sends the dose confirmed.
 */
export function RepeatWarning({ message }: { message: string }) {
  return (
    <div role="alert" className="grid gap-1 rounded-lg border border-warm bg-warm-soft p-3 text-sm text-foreground">
      <p className="font-semibold text-warm">{t.repeatTitle}</p>
      <p>{message}</p>
      <p>{t.repeatHint}</p>
    </div>
  )
}
