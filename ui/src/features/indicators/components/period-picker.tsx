import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ViewToggle } from '@/components/view-toggle'
import { type IndicatorsSearch, monthBounds, type PeriodMode, type ResolvedPeriod } from '@/features/indicators/period'
import { es } from '@/i18n/es'

const t = es.indicators.period

type PeriodPickerProps = {
  period: ResolvedPeriod
  today: string
  onChange: (patch: IndicatorsSearch) => void
}

/**
 * A month (the native month field: a wheel on a phone, a calendar on a tablet) or a period between two dates,
 * each change kept in the address. A period the server would refuse says why under its field.
 */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const id = useId()

  function switchTo(mode: PeriodMode) {
    if (mode === period.mode) return
    if (mode === 'range') onChange({ mes: undefined, ...rangeOf(period) })
    else onChange({ mes: period.month, desde: undefined, hasta: undefined })
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" aria-hidden>
          {t.label}
        </span>
        <ViewToggle
          label={t.label}
          views={[
            { view: 'month', label: t.modes.month },
            { view: 'range', label: t.modes.range },
          ]}
          value={period.mode}
          onChange={switchTo}
          buttonClassName="min-h-11 h-auto"
        />
      </div>
      {period.mode === 'month' ? (
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={`${id}-month`}>{t.month}</Label>
          <Input
            id={`${id}-month`}
            name="month"
            type="month"
            className="min-h-11"
            max={today.slice(0, 7)}
            value={period.month}
            onChange={(event) => event.target.value && onChange({ mes: event.target.value })}
          />
        </div>
      ) : (
        <>
          <DateField id={`${id}-from`} name="from" label={t.from} value={period.from} error={period.errors.from}
            onChange={(value) => onChange({ desde: value })} />
          <DateField id={`${id}-to`} name="to" label={t.to} value={period.to} error={period.errors.to}
            onChange={(value) => onChange({ hasta: value })} />
        </>
      )}
    </div>
  )
}

/** A range starting where the month shown starts. */
function rangeOf(period: ResolvedPeriod): IndicatorsSearch {
  const { from, to } = monthBounds(period.month)
  return { desde: from, hasta: to }
}

type DateFieldProps = { id: string; name: string; label: string; value: string; error?: string; onChange: (value: string) => void }

function DateField({ id, name, label, value, error, onChange }: DateFieldProps) {
  return (
    <div className="grid w-full gap-1.5 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="date"
        className="min-h-11"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
