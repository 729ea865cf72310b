-- +goose Up

-- Undo and correction of a dose (issue 25, DESIGN 9). A dose recorded by mistake is voided, never deleted:
-- the row stays with who voided it, when and why, prints struck through on the monthly sheet, and counts as
-- given or held nowhere (the round, the missed-dose check, the handover, the PRN limit, the stock).
ALTER TABLE administrations ADD COLUMN voided_at TEXT NOT NULL DEFAULT '';   -- '' while it stands; when voided (UTC)
ALTER TABLE administrations ADD COLUMN voided_by TEXT NOT NULL DEFAULT '';
ALTER TABLE administrations ADD COLUMN voided_by_name TEXT NOT NULL DEFAULT '';
ALTER TABLE administrations ADD COLUMN void_reason TEXT NOT NULL DEFAULT '';

-- One standing record per slot ('' voided_at), beside any number of voided ones: a slot whose dose was voided
-- can be recorded again. voided_at is a column of the index, not a condition of it, so that the slots
-- recorded (RecordedSlots) are still read from the index alone. Two voided records of one slot differ in it:
-- between their voids the slot was recorded again, so they were voided at different microseconds.
DROP INDEX administrations_slot;
CREATE UNIQUE INDEX administrations_slot ON administrations (scheduled_at, kardex_id, entry_id, voided_at)
    WHERE scheduled_at <> '';

-- A medication of high risk (insulin, anticoagulants, antiepileptics): holding a dose of it opens an alert.
ALTER TABLE medications ADD COLUMN high_alert INTEGER NOT NULL DEFAULT 0 CHECK (high_alert IN (0, 1));

-- +goose Down
-- The schema before this one cannot tell a voided dose from a standing one: a voided dose would read as given
-- or held again, which a dose given twice can follow. So going down refuses (a CHECK failing) while any dose
-- is voided.
CREATE TEMP TABLE voided_doses_block_going_down (voided INTEGER CHECK (voided = 0));
INSERT INTO voided_doses_block_going_down SELECT count(*) FROM administrations WHERE voided_at <> '';
DROP TABLE voided_doses_block_going_down;
ALTER TABLE medications DROP COLUMN high_alert;
DROP INDEX administrations_slot;
CREATE UNIQUE INDEX administrations_slot ON administrations (scheduled_at, kardex_id, entry_id) WHERE scheduled_at <> '';
ALTER TABLE administrations DROP COLUMN void_reason;
ALTER TABLE administrations DROP COLUMN voided_by_name;
ALTER TABLE administrations DROP COLUMN voided_by;
ALTER TABLE administrations DROP COLUMN voided_at;
