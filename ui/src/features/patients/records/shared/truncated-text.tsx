import { truncateText } from '@/features/patients/records/shared/truncate'
import { es } from '@/i18n/es'

/**
 * A free-text cell cut to 60 characters and an ellipsis; the whole text is its tooltip (title). Empty
 * text shows "—".
 */
export function TruncatedText({ text }: { text: string }) {
  const short = truncateText(text)
  if (!short) return <span className="text-muted-foreground">{es.common.notAvailable}</span>
  return (
    <span className="break-words" title={short === text.trim() ? undefined : text}>
      {short}
    </span>
  )
}
