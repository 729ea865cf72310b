-- +goose Up

-- The shift handover (DESIGN 10) tells only the doses worth telling: held ones, and those recorded outside
-- the schedule (PRN doses). Administrations reads them in two parts, the slots of the shift not given
-- (scheduled_at in the shift AND status <> 'given') and the doses outside the schedule recorded in the shift
-- (scheduled_at = '' AND at in the shift). Through administrations_slot and administrations_at SQLite read
-- every dose of the shift (22,000 on issue 16's home) and looked each one up in the table to learn its status
-- or its slot, 47 ms for 850 rows. This index holds only those two kinds of rows, so each part reads its own:
-- the first a range of scheduled_at, the second scheduled_at = '' and a range of at (also the whole home's
-- round, GET /mar, for its doses outside the schedule). A query can use it because each part's condition
-- implies the index's (one side of its OR).
CREATE INDEX administrations_notable ON administrations (scheduled_at, at) WHERE status <> 'given' OR scheduled_at = '';

-- +goose Down
DROP INDEX administrations_notable;
