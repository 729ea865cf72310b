import { UserPlusIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

type TeamCardProps = {
  title: string
  description: string
  /** The create button's text and action; left out for users who cannot write. */
  create?: { label: string; onClick: () => void }
  /** The search box and the list. */
  children: React.ReactNode
}

/** One of /admin's cards: Gestión de Personal or Gestión de Trabajadoras Sociales. */
export function TeamCard({ title, description, create, children }: TeamCardProps) {
  return (
    <Card className="gap-5">
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {create && (
          <Button onClick={create.onClick}>
            <UserPlusIcon aria-hidden />
            {create.label}
          </Button>
        )}
      </CardHeader>
      <CardContent className="@container grid gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  )
}
