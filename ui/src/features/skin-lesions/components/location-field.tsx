import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { ChoiceField } from '@/components/choice-field'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { BodyMap } from '@/features/skin-lesions/body-map/body-map'
import {
  LESION_VIEWS,
  pointInRegion,
  regionAt,
  regionCenter,
  regionOnView,
  regionsOfView,
  type LesionView,
} from '@/features/skin-lesions/body-map/body-regions'
import type { LesionFormValues } from '@/features/skin-lesions/form/lesion-form-schema'
import { es } from '@/i18n/es'

const t = es.skinLesions

const VIEW_CHOICES = LESION_VIEWS.map((view) => ({ value: view, label: t.views[view] }))

/**
 * Where the lesion is: tap the point on the front or back figure (the region is read from where the finger
 * lands), or — the keyboard's way — choose the figure and the region from the list, which places the point in
 * the middle of the region. The region stays editable after a tap.
 */
export function LocationField() {
  const { control, setValue, getValues, formState } = useFormContext<LesionFormValues>()
  const [view, region, x, y] = useWatch({ control, name: ['view', 'region', 'x', 'y'] })
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted }

  function place(next: { view: LesionView; region: string; x: number; y: number }) {
    setValue('view', next.view, options)
    setValue('x', next.x, options)
    setValue('y', next.y, options)
    setValue('region', next.region, options)
  }

  function tap(tapped: LesionView, px: number, py: number) {
    const found = regionAt(tapped, px, py)
    if (found) place({ view: tapped, region: found, x: px, y: py })
  }

  // Another figure chosen with the keyboard: a region not on it, and its point, are cleared.
  useEffect(() => {
    if (view && region && !regionOnView(region, view)) {
      setValue('region', '', { shouldDirty: true })
      setValue('x', null, { shouldDirty: true })
      setValue('y', null, { shouldDirty: true })
    }
  }, [view, region, setValue])

  function chooseRegion(next: string) {
    if (!view) return
    const px = getValues('x')
    const py = getValues('y')
    const keep = px !== null && py !== null && pointInRegion(next, view, px, py)
    const point = keep ? { x: px, y: py } : regionCenter(next, view)
    if (point) place({ view, region: next, ...point })
  }

  const picked = view && x !== null && y !== null ? { view, x, y } : null
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3 @md:p-4">
      <legend className="px-1 text-base font-medium">{t.form.location}</legend>
      <p className="text-sm text-muted-foreground">
        {t.map.pickHint}
      </p>
      <BodyMap
        picked={picked}
        highlight={region}
        onPick={tap}
        className="mx-auto w-full max-w-md"
      />
      <p role="status" className="text-sm font-medium">
        {picked && region ? t.map.picked(t.regions[region] ?? region, t.views[picked.view]) : t.map.notPicked}
      </p>
      <div className="grid gap-3 @md:grid-cols-2">
        <ChoiceField control={control} name="view" legend={t.form.view} choices={VIEW_CHOICES} />
        <FormField
          control={control}
          name="region"
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>{t.form.region}</FormLabel>
              <Select value={field.value || undefined} onValueChange={chooseRegion} disabled={!view}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="min-h-12">
                    <SelectValue placeholder={t.form.regionPlaceholder} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {(view ? regionsOfView(view) : []).map((id) => (
                    <SelectItem key={id} value={id} className="min-h-11">
                      {t.regions[id]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
    </fieldset>
  )
}
