import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { LoadError } from '@/components/load-error'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { assistantQueryOptions, useAskAssistant } from '@/features/chat/api'
import { AssistantNotConfigured } from '@/features/chat/components/assistant-not-configured'
import { Composer } from '@/features/chat/components/composer'
import { MessageBubble } from '@/features/chat/components/message-bubble'
import { PanelHeader } from '@/features/chat/components/panel-header'
import { useChatScroll } from '@/features/chat/use-chat-scroll'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'

type AssistantViewProps = { me: { _id: string; name: string }; onBack: () => void }

/** The conversation with the AI assistant, or why there is none. */
export function AssistantView({ me, onBack }: AssistantViewProps) {
  const history = useQuery(assistantQueryOptions(me._id))
  const ask = useAskAssistant(me._id)
  const container = useRef<HTMLDivElement>(null)
  const messages = history.data?.messages ?? []
  const pendingPrompt = ask.isPending ? ask.variables : null
  useChatScroll(container, {
    first: messages[0]?._id,
    last: pendingPrompt !== null ? 'pending' : messages.at(-1)?._id,
    lastIsMine: true,
  })

  async function send(prompt: string) {
    try {
      await ask.mutateAsync(prompt)
      return true
    } catch {
      return false
    }
  }

  return (
    <>
      <PanelHeader title={es.assistant.name} description={es.assistant.teaser} onBack={onBack} />
      {history.isError && !history.data ? (
        <div className="min-h-0 flex-1 p-3">
          <LoadError what={es.assistant.loadError} error={history.error} onRetry={() => void history.refetch()} />
        </div>
      ) : history.isPending ? (
        <div className="min-h-0 flex-1" aria-busy />
      ) : !history.data.configured ? (
        <AssistantNotConfigured />
      ) : (
        <>
          <div ref={container} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
            <p className="mb-4 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">{es.assistant.intro}</p>
            <ol aria-label={es.assistant.name} className="grid gap-3">
              {messages.map((message) => {
                const mine = message.role === 'user'
                return (
                  <MessageBubble
                    key={message._id}
                    mine={mine}
                    author={mine ? me.name : es.assistant.name}
                    createdAt={message.createdAt}
                  >
                    {message.content}
                  </MessageBubble>
                )
              })}
              {pendingPrompt !== null && (
                <>
                  <MessageBubble mine author={me.name}>
                    {pendingPrompt}
                  </MessageBubble>
                  <MessageBubble mine={false} author={es.assistant.name}>
                    <span role="status" className="animate-pulse">
                      {es.assistant.thinking}
                    </span>
                  </MessageBubble>
                </>
              )}
            </ol>
            <p aria-live="polite" className="sr-only">
              {ask.data?.reply.content}
            </p>
          </div>
          {ask.isError && (
            <Alert variant="destructive" role="alert" className="mx-3 mb-2 w-auto">
              <AlertDescription>{errorMessage(ask.error)}</AlertDescription>
            </Alert>
          )}
          <Composer
            label={es.assistant.promptLabel}
            placeholder={es.assistant.placeholder}
            busy={ask.isPending}
            onSend={send}
          />
        </>
      )}
    </>
  )
}
