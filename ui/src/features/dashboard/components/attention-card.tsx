import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react'
import type * as React from 'react'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { stockWatchQueryOptions } from '@/features/dashboard/api'
import { needsAttention, type Attention } from '@/features/dashboard/attention'
import type { StockWatch } from '@/features/dashboard/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.dashboard.attention

/** Each group shows this many; its link opens the inventory filtered to all of them. */
const GROUP_LIMIT = 5

/** Requiere atención: medications below minimum stock and those expired or expiring within 30 days. */
export function AttentionCard({ className }: { className?: string }) {
  const list = useQuery(stockWatchQueryOptions())
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlertIcon className="size-5 text-warm" aria-hidden />
          {t.title}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {list.isPending ? (
          <Skeleton aria-busy className="h-24" />
        ) : list.isError ? (
          <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <AttentionGroups attention={needsAttention(list.data)} />
        )}
      </CardContent>
    </Card>
  )
}

function AttentionGroups({ attention: { low, expiring } }: { attention: Attention }) {
  if (low.length === 0 && expiring.length === 0) {
    return (
      <p className="flex items-start gap-3 rounded-lg bg-success-soft p-3 text-success">
        <CircleCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <span className="block font-semibold">{t.allGood}</span>
          {t.allGoodText}
        </span>
      </p>
    )
  }
  return (
    <>
      {low.length > 0 && (
        <Group
          title={t.lowTitle}
          items={low}
          detail={(m) => t.stock(m.stock, m.minimumStock)}
          link={
            <Link to="/inventory" search={{ status: 'low' }}>
              {t.seeLow}
            </Link>
          }
        />
      )}
      {expiring.length > 0 && (
        <Group
          title={t.expiryTitle}
          items={expiring}
          detail={(m) => <ExpiryDetail medication={m} />}
          link={
            <Link to="/inventory" search={{ status: 'expiring' }}>
              {t.seeExpiring}
            </Link>
          }
        />
      )}
    </>
  )
}

type GroupProps = {
  title: string
  items: StockWatch[]
  detail: (medication: StockWatch) => React.ReactNode
  /** The inventory filtered to the whole group. */
  link: React.ReactElement
}

function Group({ title, items, detail, link }: GroupProps) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">
        {title} <span className="font-normal text-muted-foreground">({items.length})</span>
      </h3>
      <ul aria-label={title} className="grid gap-1">
        {items.slice(0, GROUP_LIMIT).map((medication) => (
          <li key={medication._id}>
            <Link
              to="/inventory"
              search={{ q: medication.name }}
              className="group grid rounded-md px-2 py-1.5 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
            >
              <span className="font-medium text-primary underline-offset-4 group-hover:underline">
                {medication.name}
              </span>
              <span className="text-muted-foreground">{detail(medication)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Button asChild variant="link" size="sm" className="min-h-11 justify-self-start px-2">
        {link}
      </Button>
    </div>
  )
}

function ExpiryDetail({ medication }: { medication: StockWatch }) {
  const date = formatDate(medication.expirationDate)
  if (medication.expiry !== 'expired') return t.expires(date)
  return (
    <span className="inline-flex items-center gap-2">
      <Badge variant="destructive">{t.expiredBadge}</Badge>
      {t.expired(date)}
    </span>
  )
}
