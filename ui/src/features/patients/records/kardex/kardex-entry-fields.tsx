import { Trash2Icon } from 'lucide-react'
import { useId } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'
import { AllergyNotice } from '@/features/patients/records/kardex/allergy-notice'
import type { MedicationChoice } from '@/features/patients/records/kardex/entries'
import type { KardexFormOutput, KardexFormValues } from '@/features/patients/records/kardex/form-schema'
import { KardexScheduleFields } from '@/features/patients/records/kardex/kardex-schedule-fields'
import { SelectFormField } from '@/features/patients/records/kardex/select-form-field'
import { es } from '@/i18n/es'
import { ADMINISTRATION_ROUTE_OPTIONS } from '@/lib/administration-routes'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const t = es.records.kardex.form

type KardexEntryFieldsProps = {
  index: number
  /** Whose Kardex: the medication chosen is checked against their allergies at once. */
  residentId: string
  medications: MedicationChoice[]
  /** The placeholder of the medication select: choose, or why there is nothing to choose yet. */
  medicationPlaceholder: string
  /** Null when the entry may not be removed (it is the only one). */
  onRemove: (() => void) | null
}

/**
 * One medication of the Kardex: which (from the inventory, or the resident's own supply by name), how
 * much, by which of DESIGN 8's routes, since when, and its schedule (DESIGN 9).
 */
export function KardexEntryFields({
  index,
  residentId,
  medications,
  medicationPlaceholder,
  onRemove,
}: KardexEntryFieldsProps) {
  const { control } = useFormContext<KardexFormValues, unknown, KardexFormOutput>()
  const ownSupply = useWatch({ control, name: `entries.${index}.ownSupply` })
  const medicationId = useWatch({ control, name: `entries.${index}.medication` })
  const ownName = useDebouncedValue(useWatch({ control, name: `entries.${index}.medicationName` }).trim(), 400)
  const { errors } = useFormState({ control, name: `entries.${index}.medication` })
  const chosen = ownSupply ? (ownName ? { name: ownName } : null) : medicationId ? { id: medicationId } : null
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
      <FormField
        control={control}
        name={`entries.${index}.ownSupply`}
        render={({ field }) => (
          <FormItem className="grid-cols-[1fr_auto] items-center gap-x-4 sm:col-span-2">
            <FormLabel className="cursor-pointer">{t.ownSupply}</FormLabel>
            <FormControl>
              <Switch
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormDescription className="col-span-2">{t.ownSupplyHint}</FormDescription>
          </FormItem>
        )}
      />
      {ownSupply ? (
        <TextFormField
          key="name"
          control={control}
          name={`entries.${index}.medicationName`}
          label={t.medicationName}
          placeholder={t.medicationNamePlaceholder}
          className="sm:col-span-2"
        />
      ) : (
        <SelectFormField
          key="inventory"
          control={control}
          name={`entries.${index}.medication`}
          label={t.medication}
          placeholder={medicationPlaceholder}
          options={medications.map((medication) => ({ value: medication.id, label: medication.name }))}
          disabled={medications.length === 0}
          className="sm:col-span-2"
        />
      )}
      <AllergyNotice
        residentId={residentId}
        medication={chosen}
        fieldError={errors.entries?.[index]?.medication?.message}
        className="sm:col-span-2"
      />
      <TextFormField control={control} name={`entries.${index}.dose`} label={t.dose} placeholder={t.dosePlaceholder} />
      <SelectFormField
        control={control}
        name={`entries.${index}.route`}
        label={t.route}
        placeholder={t.chooseRoute}
        options={ADMINISTRATION_ROUTE_OPTIONS}
      />
      <TextFormField control={control} name={`entries.${index}.date`} label={t.date} input={{ type: 'date' }} />
      <KardexScheduleFields index={index} />
    </div>
  )
}
