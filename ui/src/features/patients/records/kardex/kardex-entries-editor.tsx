import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { medicationOptionsQueryOptions } from '@/features/patients/records/kardex/api'
import { canRemoveEntry, medicationChoices } from '@/features/patients/records/kardex/entries'
import {
  emptyEntry,
  MAX_ENTRIES,
  type KardexFormOutput,
  type KardexFormValues,
} from '@/features/patients/records/kardex/form-schema'
import { KardexEntryFields } from '@/features/patients/records/kardex/kardex-entry-fields'
import type { Kardex } from '@/features/patients/records/kardex/schemas'
import { es } from '@/i18n/es'

const t = es.records.kardex.form

/**
 * The Kardex's medications as a list: add one, remove one while more than one is left (SPEC 4). Each
 * medication chosen is checked against the allergies of the resident at once.
 */
export function KardexEntriesEditor({ residentId, saved }: { residentId: string; saved: Kardex | null }) {
  const { control, formState } = useFormContext<KardexFormValues, unknown, KardexFormOutput>()
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' })
  const inventory = useQuery(medicationOptionsQueryOptions())
  const medications = medicationChoices(inventory.data ?? [], saved)
  const placeholder = inventory.isPending
    ? t.loadingMedications
    : medications.length === 0 && inventory.data
      ? t.noMedications
      : t.chooseMedication
  const listError = formState.errors.entries?.root?.message ?? formState.errors.entries?.message

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-medium">{t.entries}</legend>
      {inventory.isError && (
        <LoadError what={t.medicationsLoadError} error={inventory.error} onRetry={() => void inventory.refetch()} />
      )}
      {fields.map((field, index) => (
        <KardexEntryFields
          key={field.id}
          index={index}
          residentId={residentId}
          medications={medications}
          medicationPlaceholder={placeholder}
          onRemove={canRemoveEntry(fields.length) ? () => remove(index) : null}
        />
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= MAX_ENTRIES}
        onClick={() => append(emptyEntry(), { focusName: `entries.${fields.length}.medication` })}
      >
        <PlusIcon aria-hidden />
        {t.addEntry}
      </Button>
    </fieldset>
  )
}
