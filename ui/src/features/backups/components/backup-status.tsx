import { useQuery } from '@tanstack/react-query'
import { CircleAlertIcon, DatabaseBackupIcon } from 'lucide-react'
import { LoadError } from '@/components/load-error'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { backupsAreStale, backupsQueryOptions, type Backup } from '@/features/backups/api'
import { StatusItem } from '@/features/backups/components/status-item'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { formatDecimal } from '@/lib/numbers'
import { cn } from '@/lib/utils'

const t = es.backups

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** 12,4 MB: bytes the es-ES way, in units of 1024. */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${formatDecimal(value, { maxDecimals: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`
}

/** Copias de seguridad (/admin): the last automatic copy and a warning when none is younger than 26 hours. */
export function BackupStatus({ className }: { className?: string }) {
  const list = useQuery(backupsQueryOptions())
  return (
    <Card role="region" className={cn('gap-4', className)} aria-labelledby="backup-status-title">
      <CardHeader>
        <CardTitle id="backup-status-title" className="flex items-center gap-2">
          <DatabaseBackupIcon className="size-5 text-primary" aria-hidden />
          {t.title}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <Skeleton aria-busy className="h-20" />
        ) : list.isError && !list.data ? (
          <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <BackupSummary backups={list.data} />
        )}
      </CardContent>
    </Card>
  )
}

function BackupSummary({ backups }: { backups: Backup[] }) {
  const last = backups[0]
  return (
    <>
      {backupsAreStale(backups) && (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden />
          <AlertTitle>{t.stale}</AlertTitle>
          <AlertDescription>{t.staleHelp}</AlertDescription>
        </Alert>
      )}
      {last ? (
        <>
          <dl className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-3">
            <StatusItem label={t.last}>{formatDateTime(last.at)}</StatusItem>
            <StatusItem label={t.size}>{formatBytes(last.bytes)}</StatusItem>
            <StatusItem label={t.verified} bad={!last.verified}>
              {last.verified ? t.yes : t.no}
            </StatusItem>
          </dl>
          {!last.verified && <p className="font-medium text-destructive">{t.notVerified}</p>}
          <p className="text-muted-foreground">{t.total(backups.length)}</p>
        </>
      ) : (
        <p className="text-muted-foreground">{t.none}</p>
      )}
    </>
  )
}
