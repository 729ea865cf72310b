import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { es } from '@/i18n/es'
import { SHIFTS, type Shift, type ShiftSettings } from '@/lib/shifts'

const t = es.medicationRound

export type ShiftChoice = { date?: string; shift?: Shift }

type ShiftPickerProps = {
  /** The date field's id (one per page). */
  id: string
  date: string | undefined
  shift: Shift | undefined
  /** The shifts' hours, shown under each name once the settings are read. */
  hours: ShiftSettings['shifts'] | undefined
  /** A new date keeps the shift; a shift keeps the date shown. */
  onChange: (choice: ShiftChoice) => void
}

/**
 * The medication round's date and shift (DESIGN 9), also the care tasks': a date field and the three shifts
 * as pressed buttons with their hours. Two blocks that sit in the page's own wrapping filter bar.
 */
export function ShiftPicker({ id, date, shift, hours, onChange }: ShiftPickerProps) {
  return (
    <>
      <div className="grid w-full gap-1.5 sm:w-44">
        <Label htmlFor={id}>{t.filters.date}</Label>
        <Input
          id={id}
          type="date"
          className="min-h-11"
          value={date ?? ''}
          onChange={(event) => event.target.value && onChange({ date: event.target.value })}
        />
      </div>
      <div role="group" aria-label={t.filters.shift} className="grid w-full gap-1.5 sm:w-auto">
        <span className="text-sm font-medium" aria-hidden>
          {t.filters.shift}
        </span>
        <div className="grid grid-cols-3 gap-2">
          {SHIFTS.map((value) => {
            const range = hours?.[value]
            return (
              <Button
                key={value}
                type="button"
                variant={shift === value ? 'default' : 'outline'}
                aria-pressed={shift === value}
                className="min-h-11 min-w-0 flex-col gap-0 px-2 leading-tight sm:min-w-28"
                onClick={() => onChange({ shift: value, date })}
              >
                <span>{t.shifts[value]}</span>
                {range && (
                  <span className="text-xs font-normal whitespace-nowrap tabular-nums opacity-80">{t.shiftHours(range.start, range.end)}</span>
                )}
              </Button>
            )
          })}
        </div>
      </div>
    </>
  )
}
