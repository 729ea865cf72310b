import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/inventory')({
  component: InventoryPage,
})

function InventoryPage() {
  useDocumentTitle(es.titles.inventory)
  return <PageHeader title={es.pages.inventory.title} />
}
