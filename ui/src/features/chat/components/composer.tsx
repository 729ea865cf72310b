import { SendHorizontalIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { es } from '@/i18n/es'

/** The server's limit for a message or a question. */
const MAX_LENGTH = 4000

type ComposerProps = {
  label: string
  placeholder: string
  busy: boolean
  /** Resolves true once sent; false gives the text back for another try. */
  onSend: (text: string) => Promise<boolean>
  onType?: () => void
}

/** Where a message is written: Enter sends it, Shift+Enter starts a new line. */
export function Composer({ label, placeholder, busy, onSend, onType }: ComposerProps) {
  const id = useId()
  const [text, setText] = useState('')
  const empty = text.trim() === ''

  async function submit() {
    const value = text.trim()
    if (!value || busy) return
    setText('')
    if (!(await onSend(value))) setText((current) => current || value)
  }

  return (
    <form
      className="flex items-end gap-2 border-t bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        name="message"
        rows={1}
        maxLength={MAX_LENGTH}
        value={text}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        className="field-sizing-content max-h-40 min-h-11 resize-none"
        onChange={(event) => {
          setText(event.target.value)
          onType?.()
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          void submit()
        }}
      />
      <p id={`${id}-hint`} className="sr-only">
        {es.chat.composer.hint}
      </p>
      <Button type="submit" size="icon" disabled={empty || busy} aria-label={es.chat.composer.send}>
        <SendHorizontalIcon aria-hidden />
      </Button>
    </form>
  )
}
