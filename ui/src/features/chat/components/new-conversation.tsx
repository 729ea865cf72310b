import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SearchIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { SEARCH_DEBOUNCE_MS } from '@/components/search-box'
import { Input } from '@/components/ui/input'
import { peopleQueryOptions, useOpenChat } from '@/features/chat/api'
import { PersonAvatar } from '@/features/chat/components/person-avatar'
import type { Person } from '@/features/chat/schemas'
import { usePresence } from '@/features/chat/use-presence'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useDebouncedValue } from '@/lib/use-debounced-value'

type NewConversationProps = { myId: string; onOpened: (chatId: string) => void }

function roleLabel(person: Person) {
  const role = person.roles[0]?.name
  return role && role in es.roles ? es.roles[role as keyof typeof es.roles] : ''
}

/** Finds someone of the staff by name or username and opens the conversation with them. */
export function NewConversation({ myId, onOpened }: NewConversationProps) {
  const inputId = useId()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const people = useQuery({ ...peopleQueryOptions(query), placeholderData: keepPreviousData })
  const openChat = useOpenChat(myId)
  const isOnline = usePresence()
  const list = (people.data ?? []).filter((person) => person._id !== myId)

  function open(person: Person) {
    openChat.mutate(person._id, {
      onSuccess: (chat) => onOpened(chat._id),
      onError: (error) => notifyError(error, es.chat.search.openError),
    })
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative border-b p-3">
        <label htmlFor={inputId} className="sr-only">
          {es.chat.search.label}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-6 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={es.chat.search.placeholder}
          className="pl-10"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {people.isError ? (
          <LoadError className="m-3" what={es.chat.search.loadError} error={people.error} onRetry={() => void people.refetch()} />
        ) : people.isSuccess && list.length === 0 ? (
          <p role="status" className="p-6 text-center text-muted-foreground">
            {es.chat.search.noResults}
          </p>
        ) : (
          <ul aria-label={es.chat.search.results} aria-busy={people.isFetching} className="divide-y border-b">
            {list.map((person) => {
              const online = isOnline(person)
              return (
                <li key={person._id}>
                  <button
                    type="button"
                    disabled={openChat.isPending}
                    onClick={() => open(person)}
                    className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none disabled:opacity-60"
                  >
                    <PersonAvatar name={person.name || person.username} online={online} />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="truncate font-medium">{person.name || person.username}</span>
                      <span className="truncate text-sm text-muted-foreground">
                        {[roleLabel(person), online ? es.chat.online : es.chat.offline].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
