import { SparklesIcon } from 'lucide-react'
import { es } from '@/i18n/es'

/** The assistant's conversation, pinned at the top of the list. */
export function AssistantEntry({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <SparklesIcon className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium">{es.assistant.name}</span>
        <span className="truncate text-sm text-muted-foreground">{es.assistant.teaser}</span>
      </span>
    </button>
  )
}
