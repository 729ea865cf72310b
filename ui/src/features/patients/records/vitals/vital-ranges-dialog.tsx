import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { LoadError } from '@/components/load-error'
import { Form } from '@/components/ui/form'
import { Skeleton } from '@/components/ui/skeleton'
import { useSaveVitalRanges, vitalRangesQueryOptions } from '@/features/patients/records/vitals/api'
import { VITAL_KEYS, type VitalKey, type VitalRanges } from '@/features/patients/records/vitals/measures'
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
}

/**
 * A doctor's "Rangos de referencia" of a resident (PUT /vital-ranges, kardex.prescribe): a minimum and a
 * maximum per measure, decimal comma welcome. Readings outside them are marked in red everywhere.
 */
export function VitalRangesDialog({ open, onOpenChange, residentId, residentName }: VitalRangesDialogProps) {
  const ranges = useQuery({ ...vitalRangesQueryOptions(residentId), enabled: open })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.ranges.title}
      description={t.ranges.intro(residentName)}
    >
      {ranges.data ? (
        <RangesForm residentId={residentId} ranges={ranges.data} onSaved={() => onOpenChange(false)} />
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

function RangesForm({ residentId, ranges, onSaved }: { residentId: string; ranges: VitalRanges; onSaved: () => void }) {
  const save = useSaveVitalRanges(residentId)
  const { form, banner, submit } = useSchemaForm(
    rangesFormSchema,
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
            <MeasureRange key={key} measure={key} />
          ))}
        </div>
        <FormFooter label={submitting ? es.records.common.saving : es.records.common.save} submitting={submitting} />
      </form>
    </Form>
  )
}

/** One measure's minimum and maximum, with the message that belongs to both (`Indica el mínimo y el máximo.`). */
function MeasureRange({ measure }: { measure: VitalKey }) {
  const { control, formState } = useFormContext<RangesFormValues, unknown, VitalRanges>()
  const errorId = useId()
  const both = formState.errors[measure]?.message
  const { label, unit } = t.measures[measure]
  return (
    <fieldset
      data-measure={measure}
      aria-describedby={both ? errorId : undefined}
      className="grid grid-cols-2 gap-3 rounded-lg border p-3"
    >
      <legend className="px-1 font-medium">{`${label} (${unit})`}</legend>
      <DecimalFormField control={control} name={`${measure}.min`} label={t.ranges.min} />
      <DecimalFormField control={control} name={`${measure}.max`} label={t.ranges.max} />
      {both && (
        <p id={errorId} role="alert" className="col-span-2 text-sm font-medium text-destructive">
          {both}
        </p>
      )}
    </fieldset>
  )
}
