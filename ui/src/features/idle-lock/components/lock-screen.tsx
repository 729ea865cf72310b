import * as DialogPrimitive from '@radix-ui/react-dialog'
import { LockIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useUnlock } from '@/features/idle-lock/api'
import { es } from '@/i18n/es'
import { errorMessage, isApiError } from '@/lib/api'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.idleLock

const unlockSchema = z.object({
  password: z.string().min(1, t.passwordRequired),
})
type UnlockValues = z.infer<typeof unlockSchema>

type LockScreenProps = {
  /** Whose session this is: the name the screen shows. */
  name: string
  /** The password was right: the page underneath comes back as it was. */
  onUnlocked: () => void
  /** "Cerrar sesión", or the session turned out to have ended: the normal sign-out. */
  onSignOut: () => void
  signingOut?: boolean
}

/**
 * The lock screen of a shared device (DESIGN 12): an opaque full-screen modal dialog over the page, which
 * stays mounted underneath with whatever was typed in it. It is a Radix dialog so that it stacks over any
 * dialog the page had open (a note being written): Escape and clicks reach only this one, focus stays in
 * it, and everything else is hidden from assistive technology while it is open; it also makes the rest of
 * the document inert (the page's dialogs live outside the app frame, in portals of their own). On closing,
 * focus goes back to where it was (the note's text box).
 */
export function LockScreen({ name, onUnlocked, onSignOut, signingOut = false }: LockScreenProps) {
  const unlock = useUnlock()
  const { form } = useSchemaForm(unlockSchema, { password: '' }, [], 'onSubmit')
  // The portal mounts its content after this component: the effect below waits for the element.
  const [content, setContent] = useState<HTMLElement | null>(null)
  useInertOutside(content)
  // Where the user was (the note's text box), read before the page underneath turns inert: focus goes back
  // there on unlock. Radix would focus the dialog's trigger, and this dialog has none.
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  )

  async function onSubmit({ password }: UnlockValues) {
    try {
      await unlock.mutateAsync(password)
    } catch (error) {
      // A 401 that does not name the password is no wrong password: the session ended (signed out elsewhere).
      if (isApiError(error) && error.status === 401 && !error.fields.password) {
        onSignOut()
        return
      }
      form.setValue('password', '')
      form.setError('password', { type: 'server', message: errorMessage(error) }, { shouldFocus: true })
      return
    }
    onUnlocked()
  }

  const busy = form.formState.isSubmitting || signingOut
  return (
    <DialogPrimitive.Root open modal>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={setContent}
          aria-modal="true"
          data-testid="lock-screen"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            form.setFocus('password')
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo?.focus()
          }}
          // Above everything, toasts included: nothing of the page shows through.
          className="fixed inset-0 z-[2147483647] flex overflow-y-auto bg-background p-4 outline-none"
        >
          <div className="m-auto w-full max-w-sm rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <LockIcon className="size-6" aria-hidden />
            </div>
            <DialogTitle className="mt-4 text-2xl font-semibold">{t.title}</DialogTitle>
            <p className="mt-1 text-lg">
              <span className="sr-only">{t.signedInAs} </span>
              <span className="font-medium">{name}</span>
            </p>
            <DialogDescription className="mt-2">{t.description}</DialogDescription>
            <Form {...form}>
              <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-6 grid gap-4">
                <FormField
                  control={form.control}
                  name="password"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t.password}</FormLabel>
                      <FormControl>
                        <PasswordInput autoComplete="current-password" disabled={signingOut} {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <Button type="submit" size="lg" disabled={busy} className="w-full">
                  {form.formState.isSubmitting ? t.unlocking : t.unlock}
                </Button>
                <Button type="button" variant="outline" disabled={busy} className="w-full" onClick={onSignOut}>
                  {t.signOut}
                </Button>
              </form>
            </Form>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

/**
 * While the lock screen is open, every other child of <body> (the app, the page's own dialogs, the
 * toasts) is inert: nothing there takes focus, clicks or find-in-page. What was inert already stays so.
 */
function useInertOutside(content: HTMLElement | null) {
  useEffect(() => {
    let top = content
    while (top && top.parentElement !== document.body) top = top.parentElement
    if (!top) return
    const made: HTMLElement[] = []
    for (const element of Array.from(document.body.children)) {
      if (element === top || !(element instanceof HTMLElement) || element.inert) continue
      element.inert = true
      made.push(element)
    }
    return () => {
      for (const element of made) element.inert = false
    }
  }, [content])
}
