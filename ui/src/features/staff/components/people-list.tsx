import type * as React from 'react'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import { Skeleton } from '@/components/ui/skeleton'
import { PersonName } from '@/features/staff/components/person-name'

export type Person = { _id: string; name: string }

/** A column besides Nombre and Acciones; on phones it is a line of the person's card. */
export type PersonColumn<T> = {
  id: string
  header: string
  cell: (person: T) => React.ReactNode
  /** The table column's classes, e.g. to hide it until the card is wide enough. */
  className?: string
}

type PeopleListProps<T extends Person> = {
  people: T[]
  loading: boolean
  /** The table's caption and the card list's name. */
  caption: string
  emptyMessage: string
  headers: { name: string; actions: string }
  columns: PersonColumn<T>[]
  currentUserId: string
  /** Edit, reset and delete; left out for users who cannot write (and so is the Acciones column). */
  renderActions?: (person: T) => React.ReactNode
}

const LOADING_CARDS = 3

/**
 * The team as a table with every one of SPEC's columns when the card is wide enough for them (44rem), and as
 * cards on a tablet with the sidebar open and on phones (container queries): a column is never dropped or
 * folded into another.
 */
export function PeopleList<T extends Person>(props: PeopleListProps<T>) {
  return (
    <>
      <div className="hidden @min-[44rem]:block">
        <PeopleTable {...props} />
      </div>
      <div className="@min-[44rem]:hidden">
        <PeopleCards {...props} />
      </div>
    </>
  )
}

function PeopleTable<T extends Person>({
  people,
  loading,
  caption,
  emptyMessage,
  headers,
  columns,
  currentUserId,
  renderActions,
}: PeopleListProps<T>) {
  const all: DataTableColumn<T>[] = [
    { id: 'name', header: headers.name, cell: (p) => <PersonName name={p.name} self={p._id === currentUserId} /> },
    ...columns,
  ]
  if (renderActions) all.push({ id: 'actions', header: headers.actions, cell: renderActions, className: 'w-px' })
  return (
    <DataTable
      caption={caption}
      columns={all}
      data={people}
      getRowId={(p) => p._id}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  )
}

function PeopleCards<T extends Person>({
  people,
  loading,
  caption,
  emptyMessage,
  columns,
  currentUserId,
  renderActions,
}: PeopleListProps<T>) {
  if (loading) {
    return (
      <div aria-busy className="grid gap-3">
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-xl" />
        ))}
      </div>
    )
  }
  if (people.length === 0) {
    return <p className="rounded-xl border px-4 py-10 text-center text-muted-foreground">{emptyMessage}</p>
  }
  return (
    <ul aria-label={caption} className="grid gap-3 @min-[30rem]:grid-cols-2">
      {people.map((person) => (
        <li key={person._id} className="grid content-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <PersonName name={person.name} self={person._id === currentUserId} />
          <dl className="grid gap-1.5">
            {columns.map((column) => (
              <div key={column.id} className="grid grid-cols-[6.5rem_1fr] gap-2">
                <dt className="text-muted-foreground">{column.header}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{column.cell(person)}</dd>
              </div>
            ))}
          </dl>
          {renderActions && <div className="flex justify-end">{renderActions(person)}</div>}
        </li>
      ))}
    </ul>
  )
}
