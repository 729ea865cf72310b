import { FormLabel } from '@/components/ui/form'
import { es } from '@/i18n/es'

/** A wizard field's label, with "(opcional)" beside it when the field may stay empty. */
export function FieldLabel({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <FormLabel>
      {label}
      {optional && (
        <>
          {' '}
          <span className="font-normal text-muted-foreground">{es.residentWizard.optional}</span>
        </>
      )}
    </FormLabel>
  )
}
