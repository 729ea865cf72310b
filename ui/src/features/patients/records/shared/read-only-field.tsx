import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'

type ReadOnlyFieldProps = {
  label: string
  value: string
  /** A text area of this many rows instead of a one-line input. */
  rows?: number
  /** Greyed out as a field that does not apply here (a fixed resident) rather than one to read. */
  disabled?: boolean
  /** The input's name attribute. */
  name?: string
  className?: string
}

/** A value a form shows but does not let change: the given resident, a saved note's text. */
export function ReadOnlyField({ label, value, rows, disabled, name, className }: ReadOnlyFieldProps) {
  const id = useId()
  const props = { id, name, value, readOnly: true, disabled, className: 'bg-muted/50' }
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {rows ? <Textarea {...props} rows={rows} className="resize-none bg-muted/50" /> : <Input {...props} />}
    </div>
  )
}
