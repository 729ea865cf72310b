import { ChoiceField } from '@/components/choice-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { Form } from '@/components/ui/form'
import { usePutRepositioningSchedule } from '@/features/daily-registers/api/put-repositioning-schedule'
import { SCHEDULE_CHOICES, scheduleFormSchema, type ScheduleFormValues } from '@/features/daily-registers/form-schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dailyRegisters.repositioning.scheduleForm

type ScheduleDialogProps = {
  resident: { id: string; name: string }
  open: boolean
  /** The schedule in force (0: none), or the suggested one. */
  everyHours: number
  onClose: () => void
}

/** «Pauta de cambios posturales»: every how many hours (0: none). */
export function ScheduleDialog({ resident, open, everyHours, onClose }: ScheduleDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <ScheduleForm resident={resident} everyHours={everyHours} onDone={onClose} />}
    </FormDialog>
  )
}

function ScheduleForm({
  resident,
  everyHours,
  onDone,
}: {
  resident: { id: string; name: string }
  everyHours: number
  onDone: () => void
}) {
  const put = usePutRepositioningSchedule(resident.id)
  const { form, banner, submit } = useSchemaForm(
    scheduleFormSchema,
    { everyHours: String(everyHours) } satisfies ScheduleFormValues,
    ['everyHours'],
    'onSubmit',
  )
  const choices = SCHEDULE_CHOICES.map((hours) => ({ value: String(hours), label: hours === 0 ? t.none : t.hours(hours) }))

  async function onSubmit(values: { everyHours: number }) {
    const saved = await submit(() => put.mutateAsync(values.everyHours), { title: t.saved, description: resident.name })
    if (saved) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <ChoiceField
          control={form.control}
          name="everyHours"
          legend={t.everyHours}
          choices={choices}
          choicesClassName="grid grid-cols-3 gap-2"
        />
        <FormFooter label={t.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
