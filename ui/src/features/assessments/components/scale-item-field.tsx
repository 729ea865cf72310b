import type * as React from 'react'
import type { Control } from 'react-hook-form'
import { ChoiceField } from '@/components/choice-field'
import type { AssessmentFormValues } from '@/features/assessments/form-schema'
import type { ScaleItem } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'

const t = es.assessments.form

type ScaleItemFieldProps<TOutput> = {
  control: Control<AssessmentFormValues, unknown, TOutput>
  item: ScaleItem
  /** The item's number in the scale, from 1. */
  number: number
}

/**
 * One item of a scale: its question and every option as a large radio tile (a whole row on a phone, at
 * least 48 px high) showing its label and its points; one tap answers. `data-item` lets a refusal of the
 * server scroll to it.
 */
export function ScaleItemField<TOutput>({ control, item, number }: ScaleItemFieldProps<TOutput>) {
  const choices = item.options.map((option) => ({
    value: option.value,
    label: option.label,
    aside: (
      <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-muted-foreground tabular-nums">
        {t.points(option.points)}
      </span>
    ),
  }))
  return (
    <ChoiceField
      control={control}
      name={`answers.${item.id}`}
      legend={
        <span className="font-semibold">
          <span className="text-muted-foreground">{number}. </span>
          {item.text}
        </span>
      }
      choices={choices}
      choicesClassName="grid gap-2 sm:grid-cols-2"
      itemProps={{ 'data-item': item.id, className: 'scroll-mt-24' } as React.ComponentProps<'div'>}
    />
  )
}
