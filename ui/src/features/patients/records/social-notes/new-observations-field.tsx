import { PlusIcon, XIcon } from 'lucide-react'
import { useFieldArray, useFormState, type Control } from 'react-hook-form'
import { TextFormField } from '@/components/text-form-field'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { Button } from '@/components/ui/button'
import {
  blankObservation,
  type SocialNoteAppendValues,
} from '@/features/patients/records/social-notes/form-schema'
import { es } from '@/i18n/es'

const t = es.records.socialNotes.form

/** The new additional observations of an edit: each with observation, date and time; added and removed freely. */
export function NewObservationsField({ control }: { control: Control<SocialNoteAppendValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'additionalObservations' })
  // "Add at least one" is the list's own error (react-hook-form keeps it under `root`).
  const { errors } = useFormState({ control, name: 'additionalObservations' })
  const listError = errors.additionalObservations?.root?.message ?? errors.additionalObservations?.message
  return (
    <section className="grid gap-3">
      <h4 className="font-medium">{t.newObservations}</h4>
      <ol className="grid gap-3">
        {fields.map((item, index) => (
          <li key={item.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
            <div className="flex items-center justify-between gap-2 sm:col-span-2">
              <span className="text-sm font-medium">{t.newObservation(index + 1)}</span>
              <TooltipIconButton
                label={t.removeObservation(index + 1)}
                size="icon-sm"
                onClick={() => remove(index)}
              >
                <XIcon aria-hidden />
              </TooltipIconButton>
            </div>
            <TextFormField
              control={control}
              name={`additionalObservations.${index}.observation`}
              label={t.observation}
              rows={3}
              className="sm:col-span-2"
            />
            <TextFormField
              control={control}
              name={`additionalObservations.${index}.date`}
              label={t.date}
              input={{ type: 'date' }}
            />
            <TextFormField
              control={control}
              name={`additionalObservations.${index}.time`}
              label={t.time}
              input={{ type: 'time' }}
            />
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => append(blankObservation())}>
        <PlusIcon aria-hidden />
        {t.addObservation}
      </Button>
    </section>
  )
}
