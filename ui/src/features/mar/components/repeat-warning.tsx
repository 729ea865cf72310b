import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'

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

/**
 * Sends a PRN dose; when the server answers 409 asking to confirm a repeat (fields.confirmRepeat), hands its
 * warning to onAsked and answers null instead of failing, so the form shows it and the next submit confirms.
 */
export async function unlessRepeatAsked<T>(
  send: () => Promise<T>,
  onAsked: (warning: string) => void,
): Promise<T | null> {
  try {
    return await send()
  } catch (error) {
    const asked = isApiError(error) && error.status === 409 ? error.fields.confirmRepeat : undefined
    if (!asked) throw error
    onAsked(asked)
    return null
  }
}
