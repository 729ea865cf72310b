import { FlagGroup } from '@/features/patients/wizard/fields/flag-group'
import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import { WhenTicked } from '@/features/patients/wizard/fields/when-ticked'
import type { WizardMode } from '@/features/patients/wizard/schema'
import { ReviewSummary } from '@/features/patients/wizard/summary/review-summary'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'

const t = es.residentWizard
const f = t.fields
const p = t.placeholders

/** Revisión: a summary of everything, then how the resident arrived and who received them. */
export function ReviewStep({ mode }: { mode: WizardMode }) {
  return (
    <div className="grid gap-8">
      <ReviewSummary mode={mode} />
      <StepGrid>
        <SectionHeading>{t.sections.arrival}</SectionHeading>
        <FlagGroup name="residentReceipt" label={f.residentReceipt} flags={t.flags.residentReceipt} />
        <WhenTicked flag="residentReceipt.accompanied">
          <TextField name="accompaniedBy" label={f.accompaniedBy} placeholder={p.accompaniedBy} wide />
        </WhenTicked>
        <WhenTicked flag="residentReceipt.others">
          <TextField name="otherReceiptText" label={f.otherReceiptText} wide />
        </WhenTicked>
        <FlagGroup name="physicalCondition" label={f.physicalCondition} flags={t.flags.physicalCondition} />
        <WhenTicked flag="physicalCondition.others">
          <TextField name="otherConditionText" label={f.otherConditionText} wide />
        </WhenTicked>
        <SectionHeading>{t.sections.reception}</SectionHeading>
        <TextField name="comments" label={f.comments} kind="long" optional />
        <TextField name="receivingEmployee" label={f.receivingEmployee} wide />
      </StepGrid>
    </div>
  )
}
