import { BotOffIcon } from 'lucide-react'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.assistant.notConfigured

/**
 * Why there is no assistant. Those who manage the home's settings (settings.manage) read how the server
 * turns it on; everyone else is told to ask them.
 */
export function AssistantNotConfigured() {
  const manager = useCan()('settings.manage')
  return (
    <div className="min-h-0 flex-1 overflow-y-auto p-4">
      <div role="status" className="grid gap-3 rounded-lg border bg-muted/50 p-4">
        <p className="flex items-center gap-2 font-semibold">
          <BotOffIcon className="size-5 shrink-0" aria-hidden />
          {t.title}
        </p>
        {manager ? (
          <>
            <p>{t.text}</p>
            <ul className="grid gap-2">
              {t.flags.map(({ flag, text }) => (
                <li key={flag}>
                  <code className="rounded bg-card px-1.5 py-0.5 font-mono text-sm">{flag}</code>: {text}
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">{t.env}</p>
          </>
        ) : (
          <p>{t.askAdmin}</p>
        )}
        <p className="text-sm text-muted-foreground">{t.privacy}</p>
      </div>
    </div>
  )
}
