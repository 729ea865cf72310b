import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { isSetupTaken, useSignUp } from '@/features/auth/api'
import { signupSchema, type SignupInput } from '@/features/auth/schemas'
import { es } from '@/i18n/es'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.auth.setup

type FieldName = keyof SignupInput

const fields: { name: FieldName; label: string; hint?: string; control: React.ComponentProps<'input'> }[] = [
  { name: 'name', label: t.name, control: { autoComplete: 'name' } },
  {
    name: 'username',
    label: t.username,
    hint: t.usernameHint,
    control: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  },
  { name: 'email', label: t.email, control: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false } },
  { name: 'password', label: t.password, hint: t.passwordHint, control: { autoComplete: 'new-password' } },
  { name: 'confirmPassword', label: t.confirmPassword, control: { autoComplete: 'new-password' } },
]

const fieldNames = fields.map(({ name }) => name)

const isPassword = (name: FieldName) => name === 'password' || name === 'confirmPassword'

type SetupFormProps = {
  /** Runs once the new account's session is stored. */
  onSignedUp: () => void
  /** Runs when someone else created the first account meanwhile (the setup status is already refreshed). */
  onSetupTaken: () => void
}

/** First-run setup: creates the home's first, administrative account and signs it in. */
export function SetupForm({ onSignedUp, onSetupTaken }: SetupFormProps) {
  const signUp = useSignUp()
  const banner = useTimedMessage()
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
  })

  async function onSubmit(values: SignupInput) {
    banner.clear()
    try {
      await signUp.mutateAsync(values)
    } catch (error) {
      if (isSetupTaken(error)) {
        toast.error(t.takenTitle, { description: t.taken })
        banner.show(t.taken)
        onSetupTaken()
        return
      }
      const message = notifyError(error)
      if (message) banner.show(message)
      setServerFieldErrors(error, fieldNames, form.setError)
      return
    }
    toast.success(t.successTitle, { description: t.successDescription })
    onSignedUp()
  }

  const submitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={t.heading}>
        <ErrorBanner message={banner.message} />
        {fields.map(({ name, label, hint, control }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  {isPassword(name) ? <PasswordInput {...control} {...field} /> : <Input {...control} {...field} />}
                </FormControl>
                {hint && <FormDescription>{hint}</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
    </Form>
  )
}
