import { useQuery } from '@tanstack/react-query'
import { CircleAlertIcon, CloudUploadIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { REPLICA_MAX_LAG_SECONDS, replicaQueryOptions, type Replica } from '@/features/backups/api'
import { StatusItem } from '@/features/backups/components/status-item'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.backups.replica

/** 45 s, 3 min 20 s, 2 h 5 min: how far behind the replica is. */
export function formatLag(seconds: number): string {
  const s = Math.round(seconds)
  if (s < 60) return `${s} s`
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`
  const minutes = Math.floor((s % 3600) / 60)
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`
}

/** Réplica fuera de la residencia (/admin): where it goes, when it last received changes, its lag and error. */
export function ReplicaStatus({ className }: { className?: string }) {
  const state = useQuery(replicaQueryOptions())
  return (
    <Card role="region" className={cn('gap-4', className)} aria-labelledby="replica-status-title">
      <CardHeader>
        <CardTitle id="replica-status-title" className="flex items-center gap-2">
          <CloudUploadIcon className="size-5 text-primary" aria-hidden />
          {t.title}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.isPending ? (
          <Skeleton aria-busy className="h-16" />
        ) : state.isError && !state.data ? (
          <LoadError what={t.loadError} error={state.error} onRetry={() => void state.refetch()} />
        ) : (
          <ReplicaSummary replica={state.data} />
        )}
      </CardContent>
    </Card>
  )
}

function ReplicaSummary({ replica }: { replica: Replica }) {
  if (!replica.enabled) return <p className="text-muted-foreground">{t.off}</p>
  const lagging = replica.lagSeconds > REPLICA_MAX_LAG_SECONDS
  return (
    <>
      {lagging && (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden />
          <AlertTitle>{t.lagging(formatLag(replica.lagSeconds))}</AlertTitle>
          <AlertDescription>{t.laggingHelp}</AlertDescription>
        </Alert>
      )}
      <dl className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-3">
        <StatusItem label={t.where}>
          <span className="break-all text-base">{replica.url}</span>
        </StatusItem>
        <StatusItem label={t.lastShipped}>{replica.lastShippedAt ? formatDateTime(replica.lastShippedAt) : t.never}</StatusItem>
        <StatusItem label={t.lag} bad={lagging}>
          {replica.lagSeconds > 0 ? formatLag(replica.lagSeconds) : t.upToDate}
        </StatusItem>
      </dl>
      {replica.error && (
        <p className="font-medium text-destructive">
          {t.error} <span className="font-mono text-sm break-all">{replica.error}</span>
        </p>
      )}
    </>
  )
}
