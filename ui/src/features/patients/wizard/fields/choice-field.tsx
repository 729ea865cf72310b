import { useFormContext } from 'react-hook-form'
import { ChoiceField as RadioChoices } from '@/components/choice-field'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import type { ResidentField } from '@/features/patients/wizard/tabs'

type ChoiceFieldProps = {
  name: ResidentField
  label: string
  /** Each value with its Spanish label, in the order shown. */
  options: Record<string, string>
}

/** One of a few values of the admission form, as radio buttons (all choices visible, one tap on a tablet). */
export function ChoiceField({ name, label, options }: ChoiceFieldProps) {
  const { control } = useFormContext<ResidentFormValues>()
  const choices = Object.entries(options).map(([value, text]) => ({ value, label: text }))
  return <RadioChoices control={control} name={name} legend={label} choices={choices} variant="plain" />
}
