import { Trash2Icon } from 'lucide-react'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import type { MedicationChoice } from '@/features/patients/records/kardex/entries'
import type { KardexFormOutput, KardexFormValues } from '@/features/patients/records/kardex/form-schema'
import { KARDEX_ROUTES } from '@/features/patients/records/kardex/schemas'
import { SelectFormField } from '@/features/patients/records/kardex/select-form-field'
import { es } from '@/i18n/es'

const t = es.records.kardex.form

const ROUTE_OPTIONS = KARDEX_ROUTES.map((route) => ({ value: route, label: es.records.kardex.routes[route] }))

type KardexEntryFieldsProps = {
  index: number
  medications: MedicationChoice[]
  /** The placeholder of the medication select: choose, or why there is nothing to choose yet. */
  medicationPlaceholder: string
  /** Null when the entry may not be removed (it is the only one). */
  onRemove: (() => void) | null
}

/** One medication of the Kardex: which, how much, how often, by which route and since when. */
export function KardexEntryFields({ index, medications, medicationPlaceholder, onRemove }: KardexEntryFieldsProps) {
  const { control } = useFormContext<KardexFormValues, unknown, KardexFormOutput>()
  const titleId = useId()
  const number = index + 1
  return (
    <div role="group" aria-labelledby={titleId} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <div className="flex min-h-9 items-center justify-between gap-3 sm:col-span-2">
        <h3 id={titleId} className="font-semibold">
          {t.entry(number)}
        </h3>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={t.removeEntry(number)}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden />
            {t.remove}
          </Button>
        )}
      </div>
      <SelectFormField
        control={control}
        name={`entries.${index}.medication`}
        label={t.medication}
        placeholder={medicationPlaceholder}
        options={medications.map((medication) => ({ value: medication.id, label: medication.name }))}
        disabled={medications.length === 0}
        className="sm:col-span-2"
      />
      <TextFormField control={control} name={`entries.${index}.dose`} label={t.dose} placeholder={t.dosePlaceholder} />
      <TextFormField
        control={control}
        name={`entries.${index}.frequency`}
        label={t.frequency}
        placeholder={t.frequencyPlaceholder}
      />
      <SelectFormField
        control={control}
        name={`entries.${index}.route`}
        label={t.route}
        placeholder={t.chooseRoute}
        options={ROUTE_OPTIONS}
      />
      <TextFormField control={control} name={`entries.${index}.date`} label={t.date} input={{ type: 'date' }} />
    </div>
  )
}
