import { useId } from 'react'
import type { Agreement } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.carePlans.view

/** Who agreed the plan, when and how, with the picture of the signature (drawn on the tablet or of the paper). */
export function AgreementView({ agreement }: { agreement: Agreement | null }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        {t.agreement}
      </h3>
      {agreement ? (
        <>
          <p>{t.agreementBy(agreement.name, agreement.relationship, formatDate(agreement.date))}</p>
          <p className="text-sm text-muted-foreground">{es.carePlans.methods[agreement.method]}</p>
          {agreement.signature && (
            <img
              src={agreement.signature}
              alt={t.signature(agreement.name)}
              className="max-h-48 w-full max-w-md rounded-lg border bg-white object-contain"
            />
          )}
        </>
      ) : (
        <p className="text-muted-foreground">{t.noAgreement}</p>
      )}
    </section>
  )
}
