import { useFormContext } from 'react-hook-form'
import { PhotoField } from '@/components/photo-field'
import { FormDescription, FormField, FormItem, FormLabel, FormMessage, useFormField } from '@/components/ui/form'
import { paperFileError, SIGNATURE_TYPES, type AgreementFormValues } from '@/features/care-plans/approve/agreement-schema'
import { SignaturePad } from '@/features/care-plans/components/approve/signature-pad'
import { es } from '@/i18n/es'

const t = es.carePlans.approve

/**
 * The agreement's signature: drawn with a finger on the pad («Firmado en la tableta») or a photo or scan of the
 * signed paper («Firmado en papel»), as the residents' photos are chosen. Either way a data URL in `signature`.
 */
export function SignatureField({ method }: { method: 'tableta' | 'papel' }) {
  const { control } = useFormContext<AgreementFormValues>()
  if (method === 'papel') {
    // PhotoField spans two columns of a two-column form: its own box keeps this one-column form as it is.
    return (
      <div className="grid">
        <PhotoField
        name="signature"
        label={t.paper}
        hint={t.paperHint}
        texts={t.paperPhoto}
        types={SIGNATURE_TYPES}
        fileError={paperFileError}
        shape="picture"
        focusOnError
        />
      </div>
    )
  }
  return (
    <FormField
      control={control}
      name="signature"
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{t.signature}</FormLabel>
          <Pad value={field.value} onChange={field.onChange} invalid={!!fieldState.error} />
          <FormDescription>{field.value ? t.signed : t.signatureHint}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** The pad, named by the field's label and described by its hint and error. */
function Pad({ value, onChange, invalid }: { value: string; onChange: (signature: string) => void; invalid: boolean }) {
  const { formItemId, formDescriptionId, formMessageId } = useFormField()
  return (
    <SignaturePad
      id={formItemId}
      value={value}
      onChange={onChange}
      label={t.signaturePad}
      clearLabel={t.clear}
      invalid={invalid}
      describedBy={invalid ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
    />
  )
}
