import { PlusIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { DecimalFormField } from '@/components/decimal-form-field'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import type { KardexFormOutput, KardexFormValues } from '@/features/patients/records/kardex/form-schema'
import {
  QUICK_TIMES,
  WEEKDAYS,
  normalizeTime,
  scheduleText,
  sortTimes,
  toggleTime,
  toggleWeekday,
  weekdaysForServer,
} from '@/features/patients/records/kardex/schedule'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.kardexSchedule

const chip =
  'min-h-11 min-w-11 rounded-full px-4 tabular-nums aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90'

/** The times of day: one-tap 08:00 / 14:00 / 20:00 / 22:00, any other HH:MM added, each removable. */
function TimesField({ index }: { index: number }) {
  const { control } = useFormContext<KardexFormValues, unknown, KardexFormOutput>()
  const [other, setOther] = useState('')
  const [otherError, setOtherError] = useState('')
  const otherId = useId()
  return (
    <FormField
      control={control}
      name={`entries.${index}.times`}
      render={({ field }) => {
        const times = field.value ?? []
        const extra = times.filter((time) => !(QUICK_TIMES as readonly string[]).includes(time))
        function add() {
          const time = normalizeTime(other)
          if (!time) {
            setOtherError(t.validation.timeInvalid)
            return
          }
          setOtherError('')
          field.onChange(sortTimes([...times, time]))
          setOther('')
        }
        return (
          <FormItem className="sm:col-span-2">
            <p className="text-sm leading-none font-medium">{t.times}</p>
            <FormControl>
              <div role="group" aria-label={t.times} className="flex flex-wrap gap-2" ref={field.ref} tabIndex={-1}>
                {QUICK_TIMES.map((time) => (
                  <Button
                    key={time}
                    type="button"
                    variant="outline"
                    className={chip}
                    aria-pressed={times.includes(time)}
                    onClick={() => field.onChange(toggleTime(times, time))}
                  >
                    {time}
                  </Button>
                ))}
                {extra.map((time) => (
                  <Button
                    key={time}
                    type="button"
                    variant="outline"
                    className={cn(chip, 'border-primary bg-primary text-primary-foreground hover:bg-primary/90')}
                    aria-label={t.removeTime(time)}
                    onClick={() => field.onChange(times.filter((item) => item !== time))}
                  >
                    {time}
                    <XIcon aria-hidden />
                  </Button>
                ))}
              </div>
            </FormControl>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={otherId} className="text-sm text-muted-foreground">
                  {t.otherTime}
                </label>
                <Input
                  id={otherId}
                  type="time"
                  className="min-h-11 w-36"
                  value={other}
                  aria-invalid={otherError !== ''}
                  onChange={(event) => setOther(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      add()
                    }
                  }}
                />
              </div>
              <Button type="button" variant="outline" className="min-h-11" onClick={add}>
                <PlusIcon aria-hidden />
                {t.addTime}
              </Button>
            </div>
            {otherError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {otherError}
              </p>
            )}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

/** L M X J V S D: every day unless some are left out. */
function WeekdaysField({ index }: { index: number }) {
  const { control } = useFormContext<KardexFormValues, unknown, KardexFormOutput>()
  return (
    <FormField
      control={control}
      name={`entries.${index}.weekdays`}
      render={({ field }) => {
        const days = field.value ?? []
        const everyDay = weekdaysForServer(days).length === 0 && days.length > 0
        return (
          <FormItem className="sm:col-span-2">
            <p className="text-sm leading-none font-medium">
              {t.weekdays}
              {everyDay && <span className="font-normal text-muted-foreground"> ({t.everyDay.toLowerCase()})</span>}
            </p>
            <FormControl>
              <div role="group" aria-label={t.weekdays} className="flex flex-wrap gap-2" ref={field.ref} tabIndex={-1}>
                {WEEKDAYS.map((day) => (
                  <Button
                    key={day.value}
                    type="button"
                    variant="outline"
                    className={chip}
                    aria-pressed={days.includes(day.value)}
                    aria-label={t.weekdayNames[day.value]}
                    onClick={() => field.onChange(toggleWeekday(days, day.value))}
                  >
                    {day.short}
                  </Button>
                ))}
              </div>
            </FormControl>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

/**
 * An entry's schedule (DESIGN 9): times and weekdays, or "si precisa" with indication, daily maximum and the
 * hours under which a second dose asks to confirm;
 * the end date, units per dose, instructions, and the frequency it makes, in words.
 */
export function KardexScheduleFields({ index }: { index: number }) {
  const { control } = useFormContext<KardexFormValues, unknown, KardexFormOutput>()
  const entry = useWatch({ control, name: `entries.${index}` })
  const prn = entry?.prn ?? false
  const preview = entry
    ? scheduleText({
        times: entry.times ?? [],
        weekdays: weekdaysForServer(entry.weekdays ?? []),
        endDate: entry.endDate ?? '',
        prn,
        prnIndication: entry.prnIndication ?? '',
        prnMaxPerDay: entry.prnMaxPerDay ?? '',
      })
    : ''
  const previousFrequency = entry?.unscheduled && entry.frequency && entry.frequency !== t.unscheduled ? entry.frequency : ''
  return (
    <fieldset className="grid gap-4 rounded-md border border-dashed p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 font-medium">{t.legend}</legend>
      <FormField
        control={control}
        name={`entries.${index}.prn`}
        render={({ field }) => (
          <FormItem className="grid-cols-[1fr_auto] items-center gap-x-4 sm:col-span-2">
            <FormLabel className="cursor-pointer">{t.prn}</FormLabel>
            <FormControl>
              <Switch
                name={field.name}
                ref={field.ref}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormDescription className="col-span-2">{t.prnHint}</FormDescription>
          </FormItem>
        )}
      />
      {prn ? (
        <>
          <TextFormField
            control={control}
            name={`entries.${index}.prnIndication`}
            label={t.prnIndication}
            placeholder={t.prnIndicationPlaceholder}
          />
          <DecimalFormField control={control} name={`entries.${index}.prnMaxPerDay`} label={t.prnMaxPerDay} whole />
          <DecimalFormField
            control={control}
            name={`entries.${index}.prnMinHours`}
            label={t.prnMinHours}
            hint={t.prnMinHoursHint}
            whole
          />
        </>
      ) : (
        <>
          <TimesField index={index} />
          <WeekdaysField index={index} />
        </>
      )}
      <TextFormField
        control={control}
        name={`entries.${index}.endDate`}
        label={t.endDate}
        labelNote={t.endDateNote}
        input={{ type: 'date' }}
      />
      <DecimalFormField
        control={control}
        name={`entries.${index}.unitsPerDose`}
        label={t.unitsPerDose}
        hint={t.unitsPerDoseHint}
      />
      <TextFormField
        control={control}
        name={`entries.${index}.instructions`}
        label={t.instructions}
        placeholder={t.instructionsPlaceholder}
        className="sm:col-span-2"
      />
      <p className="sm:col-span-2" aria-live="polite">
        <span className="font-medium">{t.preview}:</span> <span data-testid="schedule-preview">{preview}</span>
        {previousFrequency && (
          <span className="block text-sm text-muted-foreground">{t.previousFrequency(previousFrequency)}</span>
        )}
      </p>
    </fieldset>
  )
}
