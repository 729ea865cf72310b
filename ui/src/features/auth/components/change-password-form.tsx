import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import { PasswordInput } from '@/components/password-input'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useChangePassword } from '@/features/auth/api'
import { changePasswordSchema, type ChangePasswordInput } from '@/features/auth/schemas'
import { es } from '@/i18n/es'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.profile.password

const fields = [
  { name: 'oldPassword', label: t.oldPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: t.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: t.confirmPassword, autoComplete: 'new-password' },
] as const

const fieldNames = fields.map(({ name }) => name)

const emptyValues: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' }

/** SPEC /profile: change-password form with a success or error alert. */
export function ChangePasswordForm({ userId, username }: { userId: string; username: string }) {
  const changePassword = useChangePassword()
  const errorBanner = useTimedMessage()
  const [succeeded, setSucceeded] = useState(false)
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyValues,
  })

  async function onSubmit({ oldPassword, newPassword }: ChangePasswordInput) {
    setSucceeded(false)
    errorBanner.clear()
    try {
      await changePassword.mutateAsync({ _id: userId, oldPassword, newPassword })
    } catch (error) {
      const message = notifyError(error)
      if (!message) return
      errorBanner.show(t.errorPrefix + message)
      setServerFieldErrors(error, fieldNames, form.setError)
      return
    }
    form.reset(emptyValues)
    setSucceeded(true)
    toast.success(t.toastTitle, { description: t.toastDescription })
  }

  const submitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={t.title}>
        {succeeded && (
          <Alert variant="success" role="status">
            <CircleCheckIcon aria-hidden />
            <AlertDescription>{t.success}</AlertDescription>
          </Alert>
        )}
        <ErrorBanner message={errorBanner.message} />
        {/* Lets password managers know whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {fields.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete={autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
    </Form>
  )
}
