import type { RecordBase } from '@/features/patients/records/shared/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.records.common

export type Signed = Pick<
  RecordBase,
  'createdBy' | 'createdByName' | 'createdAt' | 'updatedBy' | 'updatedByName' | 'updatedAt'
>

/**
 * "modificado por Ana Gil, 12/11/2026, 10:30" when someone changed the record after it was signed (another
 * person, or the same one later, as the server's PDFs say); null for a record never changed.
 */
export function modifiedText(record: Signed): string | null {
  if (!record.updatedAt || !record.updatedByName) return null
  const changed = record.updatedBy !== record.createdBy || record.updatedAt !== record.createdAt
  return changed ? t.modifiedBy(record.updatedByName, formatDateTime(record.updatedAt)) : null
}

type RecordSignatureProps = {
  record: Signed
  /** Who signed it, when the kind names its signer otherwise (a note's `userIdName`). */
  signer?: string
  /** "Firmado por Carmen Ruiz" in full (the record's dialog); in a list column only the name, under its header. */
  withLabel?: boolean
  className?: string
}

/** Who signed a record and, when it was changed since, who changed it and when. */
export function RecordSignature({ record, signer, withLabel = false, className }: RecordSignatureProps) {
  const name = signer || record.createdByName
  const modified = modifiedText(record)
  return (
    <span className={cn('grid min-w-0 gap-0.5', className)}>
      <span className="break-words">{withLabel ? t.signedBy(name) : name}</span>
      {modified && <span className="text-sm break-words text-muted-foreground">{modified}</span>}
    </span>
  )
}
