import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/patients')({
  component: PatientsPage,
})

function PatientsPage() {
  useDocumentTitle(es.titles.patients)
  return <PageHeader title={es.pages.patients.title} />
}
