import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { useFormContext } from 'react-hook-form'
import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { LoadError } from '@/components/load-error'
import { Form } from '@/components/ui/form'
import { Skeleton } from '@/components/ui/skeleton'
import { useSaveVitalRanges, vitalRangesQueryOptions } from '@/features/patients/records/vitals/api'
import { formatRange } from '@/features/patients/records/vitals/format'
import {
  isRealRange,
  VITAL_KEYS,
  type VitalMeasure,
  type VitalMeasures,
  type VitalRanges,
} from '@/features/patients/records/vitals/measures'
import {
  RANGES_FORM_FIELDS,
  rangesFormSchema,
  toRangesFormValues,
  type RangesFormValues,
} from '@/features/patients/records/vitals/ranges-form-schema'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.vitals

type VitalRangesDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  residentId: string
  residentName: string
  /** The server's measures (GET /vital-ranges): labels, units, limits and default ranges. */
  measures: VitalMeasures
}

/**
 * A doctor's "Rangos de referencia" of a resident (PUT /vital-ranges, kardex.prescribe): a minimum and a
 * maximum per measure, decimal comma welcome, each with the server's default beside it. Readings outside
 * them are marked in red everywhere.
 */
export function VitalRangesDialog({ open, onOpenChange, residentId, residentName, measures }: VitalRangesDialogProps) {
  const ranges = useQuery({ ...vitalRangesQueryOptions(residentId), enabled: open })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.ranges.title}
      description={t.ranges.intro(residentName)}
    >
      {ranges.data ? (
        <RangesForm
          residentId={residentId}
          measures={measures}
          ranges={ranges.data}
          onSaved={() => onOpenChange(false)}
        />
      ) : ranges.isError ? (
        <LoadError what={t.ranges.loadError} error={ranges.error} onRetry={() => void ranges.refetch()} />
      ) : (
        <div aria-busy className="grid gap-3">
          <span className="sr-only">{t.ranges.loading}</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
    </FormDialog>
  )
}

type RangesFormProps = { residentId: string; measures: VitalMeasures; ranges: VitalRanges; onSaved: () => void }

function RangesForm({ residentId, measures, ranges, onSaved }: RangesFormProps) {
  const save = useSaveVitalRanges(residentId)
  const schema = useMemo(() => rangesFormSchema(measures), [measures])
  const { form, banner, submit } = useSchemaForm(
    schema,
    toRangesFormValues(ranges),
    RANGES_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: VitalRanges) {
    const saved = await submit(() => save.mutateAsync(values), t.ranges.saved)
    if (saved) onSaved()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          {VITAL_KEYS.map((key) => (
            <MeasureRange key={key} measure={measures[key]} />
          ))}
        </div>
        <FormFooter label={submitting ? es.records.common.saving : es.records.common.save} submitting={submitting} />
      </form>
    </Form>
  )
}

/**
 * One measure's minimum and maximum, with the server's default range (none for weight, whose default only
 * spans what is possible) and the message that belongs to both (`Indica el mínimo y el máximo.`).
 */
function MeasureRange({ measure }: { measure: VitalMeasure }) {
  const { control, formState } = useFormContext<RangesFormValues, unknown, VitalRanges>()
  const errorId = useId()
  const defaultId = useId()
  const { key, label, unit, defaultRange } = measure
  const both = formState.errors[key]?.message
  const hasDefault = isRealRange(measure, defaultRange)
  const describedBy = [hasDefault && defaultId, both && errorId].filter(Boolean).join(' ')
  return (
    <fieldset
      data-measure={key}
      aria-describedby={describedBy || undefined}
      className="grid grid-cols-2 gap-3 rounded-lg border p-3"
    >
      <legend className="px-1 font-medium">{`${label} (${unit})`}</legend>
      <DecimalFormField control={control} name={`${key}.min`} label={t.ranges.min} />
      <DecimalFormField control={control} name={`${key}.max`} label={t.ranges.max} />
      {hasDefault && (
        <p id={defaultId} className="col-span-2 text-sm text-muted-foreground">
          {t.ranges.defaultHint(formatRange(measure, defaultRange))}
        </p>
      )}
      {both && (
        <p id={errorId} role="alert" className="col-span-2 text-sm font-medium text-destructive">
          {both}
        </p>
      )}
    </fieldset>
  )
}
