import { useFormContext } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import type { ResidentField } from '@/features/patients/wizard/tabs'

type FlagGroupProps = {
  /** The group (advanceDirectives holds one flag, `registered`). */
  name:
    | 'medicalEquipment'
    | 'evaluationMethod'
    | 'orientation'
    | 'residentReceipt'
    | 'physicalCondition'
    | 'advanceDirectives'
  label: string
  /** Each flag with its Spanish label, in the order shown. */
  flags: Record<string, string>
}

/** A group of yes/no flags as checkboxes named group.flag (medicalEquipment.walker). */
export function FlagGroup({ name, label, flags }: FlagGroupProps) {
  const { register } = useFormContext<ResidentFormValues>()
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-base font-medium">{label}</legend>
      <div className="grid grid-cols-1 gap-x-5 gap-y-1 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {Object.entries(flags).map(([flag, text]) => (
          <label key={flag} className="flex min-h-11 cursor-pointer items-center gap-2">
            <Checkbox {...register(`${name}.${flag}` as ResidentField)} />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
