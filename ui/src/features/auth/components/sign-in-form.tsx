import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { useSignIn } from '@/features/auth/api'
import { loginSchema, type LoginInput } from '@/features/auth/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.auth.signin

/** The sign-in form; `onSignedIn` runs once the session is stored. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn()
  const banner = useTimedMessage()
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '', rememberMe: false },
  })

  async function onSubmit(values: LoginInput) {
    banner.clear()
    try {
      await signIn.mutateAsync(values)
    } catch (error) {
      const message = notifyError(error)
      if (message) banner.show(message)
      return
    }
    // The toasts of the failed attempts (or of the session that expired) no longer apply: they go.
    toast.dismiss()
    toast.success(t.successTitle, { description: t.successDescription })
    onSignedIn()
  }

  const submitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={t.heading}>
        <ErrorBanner message={banner.message} />
        <FormField
          control={form.control}
          name="identifier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t.identifier}</FormLabel>
              <FormControl>
                <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t.password}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <FormItem className="flex items-center gap-3">
              <FormControl>
                <Checkbox
                  name={field.name}
                  ref={field.ref}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              </FormControl>
              <FormLabel className="font-normal">{t.rememberMe}</FormLabel>
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
    </Form>
  )
}
