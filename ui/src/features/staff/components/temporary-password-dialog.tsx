import { CheckIcon, CopyIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { RevealedPassword } from '@/features/staff/components/use-password-reset'
import { es } from '@/i18n/es'
import { copyText } from '@/lib/share'

const t = es.staff.reset

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Shows a temporary password once, with a copy button. A click outside does not close it (the password
 * would be lost); Hecho, Escape or the close button do, and then it is gone from the page.
 */
export function TemporaryPasswordDialog({ name, password, onDone }: RevealedPassword & { onDone: () => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')

  async function copyPassword() {
    if (!input.current) return
    setCopy((await copyText(input.current.value, input.current)) ? 'copied' : 'failed')
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro(name)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>{t.label}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={id}
              ref={input}
              readOnly
              value={password}
              autoComplete="off"
              spellCheck={false}
              className="min-w-48 flex-1 font-mono text-xl tracking-wider"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={() => void copyPassword()}>
              {copy === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {copy === 'copied' ? t.copied : t.copy}
            </Button>
          </div>
          <p role="status" className={copy === 'failed' ? 'text-sm font-medium text-destructive' : 'sr-only'}>
            {copy === 'failed' ? t.copyFailed : copy === 'copied' ? t.copiedStatus : ''}
          </p>
          <p className="text-sm text-muted-foreground">{t.hint}</p>
        </div>
        <DialogFooter>
          <Button onClick={onDone}>{t.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
