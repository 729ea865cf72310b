import { useFormContext, useWatch } from 'react-hook-form'
import { TextFormField } from '@/components/text-form-field'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'
import type { IncidentFormOutput, IncidentFormValues } from '@/features/patients/records/incidents/form-schema'
import { es } from '@/i18n/es'

const t = es.records.incidents.fields

type ResponseSwitchFieldProps = {
  flag: 'calledDoctor' | 'calledRelative' | 'otherAction'
  response: 'doctorResponse' | 'relativeResponse' | 'otherResponse'
}

/** "Se llamó al médico" and the like: a switch that, when on, reveals the field for the response. */
export function ResponseSwitchField({ flag, response }: ResponseSwitchFieldProps) {
  const { control } = useFormContext<IncidentFormValues, unknown, IncidentFormOutput>()
  const on = useWatch({ control, name: flag })
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <FormField
        control={control}
        name={flag}
        render={({ field }) => (
          <FormItem className="flex items-center justify-between gap-4">
            <FormLabel className="cursor-pointer">{t[flag]}</FormLabel>
            <FormControl>
              <Switch
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            </FormControl>
          </FormItem>
        )}
      />
      {on && <TextFormField control={control} name={response} label={t[response]} rows={2} />}
    </div>
  )
}
