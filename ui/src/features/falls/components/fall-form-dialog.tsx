import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { ChoiceField } from '@/components/choice-field'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Badge } from '@/components/ui/badge'
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { useRaisedAlertToast } from '@/features/alerts/raised-alert-toast'
import { fallContextQueryOptions } from '@/features/falls/api/fall-context'
import { isNearbyFall, useCreateFall } from '@/features/falls/api/create-fall'
import { useUpdateFall } from '@/features/falls/api/update-fall'
import { FactorChecklist } from '@/features/falls/components/factor-checklist'
import { EXTRINSIC_FACTORS, INJURIES, INTRINSIC_FACTORS, PLACES } from '@/features/falls/factors'
import {
  FALL_FORM_FIELDS,
  fallFormSchema,
  localDateTime,
  OTHER_PLACE,
  toFallFormValues,
  type FallBody,
  type FallFormValues,
} from '@/features/falls/form-schema'
import type { Fall, FallContext } from '@/features/falls/schemas'
import { es } from '@/i18n/es'
import { formatDate, isISODate } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.falls

type FallFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  resident: { id: string; name: string }
  /** The fall to complete, or null for a new one. */
  fall: Fall | null
}

/**
 * «Registrar caída» (or «Completar» a fall, one an incident made among them), built for the tablet: tiles one tap
 * wide for every choice, the factor checklists as big checkboxes, the Kardex's psychotropic or new medication
 * shown as it will be kept, the restraint's answer from the restraints in use, and who of the family was told.
 * Closing with unsaved changes asks first (FormDialog).
 */
export function FallFormDialog({ open, onOpenChange, resident, fall }: FallFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fall ? t.form.editTitle : t.form.title}
      description={fall ? t.form.editDescription(resident.name) : t.form.description(resident.name)}
      className="sm:max-w-3xl"
    >
      {fall ? (
        <FallForm residentId={resident.id} fall={fall} onDone={() => onOpenChange(false)} />
      ) : (
        <NewFallForm residentId={resident.id} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  )
}

/** A new fall starts from now and from what the resident has now: the form waits for that. */
function NewFallForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const [now] = useState(() => new Date())
  const context = useQuery(fallContextQueryOptions(residentId, localDateTime(now)))
  if (context.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t.form.contextLoading}
      </p>
    )
  }
  return (
    <FallForm
      residentId={residentId}
      fall={null}
      defaults={{ now, restraintInUse: context.data?.restraintInUse ?? null }}
      onDone={onDone}
    />
  )
}

const yesNoChoices = [
  { value: 'yes', label: t.yes },
  { value: 'no', label: t.no },
]
const placeChoices = [
  ...PLACES.map((value) => ({ value, label: t.places[value] })),
  { value: OTHER_PLACE, label: t.otherPlace },
]
const injuryChoices = INJURIES.map((value) => ({ value, label: t.injuryChoices[value] }))

type FallFormProps = {
  residentId: string
  fall: Fall | null
  defaults?: { now?: Date; restraintInUse?: boolean | null }
  onDone: () => void
}

function FallForm({ residentId, fall, defaults, onDone }: FallFormProps) {
  const create = useCreateFall()
  const update = useUpdateFall(fall?._id ?? '')
  const raisedToast = useRaisedAlertToast()
  const schema = useMemo(() => fallFormSchema(), [])
  const { form, banner, submit } = useSchemaForm(schema, toFallFormValues(fall, defaults), FALL_FORM_FIELDS, 'onSubmit')
  const control = form.control
  const [place, injury, familyInformed, date, time] = useWatch({
    control,
    name: ['place', 'injury', 'familyInformed', 'date', 'time'],
  })

  // A new fall near the time of one already recorded: the server's words, and the body to send again as another.
  const [nearby, setNearby] = useState<{ body: FallBody; message: string } | null>(null)

  async function onSubmit(body: FallBody, anotherFall = false) {
    const saved = await submit(
      async () => {
        if (fall) return update.mutateAsync(body)
        try {
          return await create.mutateAsync({ ...body, residentId, ...(anotherFall && { anotherFall }) })
        } catch (error) {
          if (anotherFall || !isNearbyFall(error)) throw error
          setNearby({ body, message: error.message })
          return null
        }
      },
      (answer) => answer && raisedToast({ title: fall ? t.form.updated : t.form.saved }, answer.alertId),
    )
    if (saved?.saved) onDone()
  }

  const submitting = form.formState.isSubmitting
  const at = isISODate(date) && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}` : ''
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((body) => onSubmit(body))} noValidate className="@container grid min-w-0 gap-6">
        <ErrorBanner message={banner} />
        <fieldset className="grid gap-4 @min-[28rem]:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t.form.when}</legend>
          <TextFormField control={control} name="date" label={t.form.date} input={{ type: 'date' }} />
          <TextFormField control={control} name="time" label={t.form.time} input={{ type: 'time' }} />
        </fieldset>
        <div className="grid gap-3">
          <ChoiceField control={control} name="place" legend={t.form.place} choices={placeChoices} />
          {place === OTHER_PLACE && <TextFormField control={control} name="placeOther" label={t.form.placeOther} />}
        </div>
        <TextFormField
          control={control}
          name="activity"
          label={t.form.activity}
          labelNote={t.form.optional}
          placeholder={t.form.activityPlaceholder}
          rows={2}
        />
        <div className="grid gap-4 @min-[36rem]:grid-cols-2">
          <ChoiceField control={control} name="witnessed" legend={t.form.witnessed} choices={yesNoChoices} />
          <ChoiceField control={control} name="foundOnFloor" legend={t.form.foundOnFloor} choices={yesNoChoices} />
        </div>
        <FactorChecklist
          control={control}
          name="intrinsic"
          legend={t.form.intrinsic}
          hint={t.form.intrinsicHint}
          keys={INTRINSIC_FACTORS}
          labels={t.intrinsic}
        />
        <FactorChecklist
          control={control}
          name="extrinsic"
          legend={t.form.extrinsic}
          hint={t.form.extrinsicHint}
          keys={EXTRINSIC_FACTORS}
          labels={t.extrinsic}
        />
        <div className="grid gap-3">
          <ChoiceField control={control} name="injury" legend={t.form.injury} choices={injuryChoices} />
          <p className="-mt-1 text-sm text-muted-foreground">{t.injuryHint}</p>
          {(injury === 'leve' || injury === 'grave') && (
            <TextFormField control={control} name="injuryDetail" label={t.form.injuryDetail} rows={2} />
          )}
        </div>
        <RestraintQuestion control={control} residentId={residentId} at={at} />
        <MedicationPanel residentId={residentId} at={at} fall={fall} />
        <TextFormField
          control={control}
          name="actions"
          label={t.form.actions}
          labelNote={t.form.optional}
          placeholder={t.form.actionsPlaceholder}
          rows={3}
        />
        <ChoiceField control={control} name="doctorInformed" legend={t.form.doctorInformed} choices={yesNoChoices} />
        <fieldset className="grid gap-4 rounded-lg border p-3 @min-[28rem]:p-4">
          <legend className="sr-only">{t.form.familyInformed}</legend>
          <FormField
            control={control}
            name="familyInformed"
            render={({ field }) => (
              <FormItem className="flex min-h-12 items-center gap-3">
                <FormControl>
                  <input
                    type="checkbox"
                    name={field.name}
                    ref={field.ref}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    className="size-6 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
                  />
                </FormControl>
                <FormLabel className="cursor-pointer text-base font-medium">{t.form.familyInformed}</FormLabel>
              </FormItem>
            )}
          />
          {familyInformed && (
            <div className="grid gap-4 @min-[36rem]:grid-cols-3">
              <TextFormField
                control={control}
                name="familyName"
                label={t.form.familyName}
                placeholder={t.form.familyNamePlaceholder}
              />
              <TextFormField control={control} name="familyDate" label={t.form.familyDate} input={{ type: 'date' }} />
              <TextFormField control={control} name="familyTime" label={t.form.familyTime} input={{ type: 'time' }} />
            </div>
          )}
        </fieldset>
        <FormFooter label={submitting ? t.form.submitting : t.form.submit} submitting={submitting} />
      </form>
      <ConfirmDialog
        open={nearby !== null}
        onOpenChange={(open) => !open && setNearby(null)}
        title={t.form.nearby.title}
        description={nearby?.message}
        confirmLabel={t.form.nearby.confirm}
        cancelLabel={t.form.nearby.cancel}
        onConfirm={() => nearby && onSubmit(nearby.body, true)}
      />
    </Form>
  )
}

/** The restraint question, with the resident's restraints in use at the time of the fall said under it. */
function RestraintQuestion({
  control,
  residentId,
  at,
}: {
  control: Control<FallFormValues, unknown, FallBody>
  residentId: string
  at: string
}) {
  const context = useFallContext(residentId, at)
  const devices = context?.restraints.map((restraint) => restraint.device).join(', ') ?? ''
  return (
    <div className="grid gap-1">
      <ChoiceField control={control} name="restraintInUse" legend={t.form.restraintInUse} choices={yesNoChoices} />
      {context && (
        <p className="text-sm text-muted-foreground">{devices ? t.form.restraintActive(devices) : t.form.restraintNone}</p>
      )}
    </div>
  )
}

/** What the form knows of the resident at the time of the fall (undefined while it loads or when it failed). */
function useFallContext(residentId: string, at: string): FallContext | undefined {
  return useQuery({ ...fallContextQueryOptions(residentId, at), enabled: at !== '' }).data
}

/**
 * The Kardex's psychotropic or new medication at the time of the fall, as the fall will keep it; a fall being
 * completed shows what it kept when it was saved.
 */
function MedicationPanel({ residentId, at, fall }: { residentId: string; at: string; fall: Fall | null }) {
  const context = useQuery({ ...fallContextQueryOptions(residentId, at), enabled: fall === null && at !== '' })
  function body() {
    if (fall) return <p>{fall.psychotropics || t.form.medicationNone}</p>
    if (context.isError) return <p className="text-muted-foreground">{t.form.medicationError}</p>
    if (!context.data) return <p className="text-muted-foreground">{t.form.medicationLoading}</p>
    if (context.data.medications.length === 0) return <p>{t.form.medicationNone}</p>
    return (
      <ul className="grid gap-2">
        {context.data.medications.map((m) => (
          <li key={`${m.name}-${m.startDate}`} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{m.name}</span>
            {m.dose && <span className="text-muted-foreground">{m.dose}</span>}
            {m.psychotropic && <Badge variant="warning">{t.form.psychotropic}</Badge>}
            {m.new && <Badge variant="secondary">{t.form.newSince(formatDate(m.startDate))}</Badge>}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section aria-label={t.form.medication} className="grid gap-2 rounded-lg border bg-muted/40 p-3 @min-[28rem]:p-4">
      <h3 className="font-medium">{t.form.medication}</h3>
      <p className="text-sm text-muted-foreground">{fall ? t.form.storedMedication : t.form.medicationHint}</p>
      {body()}
    </section>
  )
}
