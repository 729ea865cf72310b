-- +goose Up

-- One fall told twice: recorded on its own from the falls tab, then an incident marked as a fall for the same
-- event (within two hours). The incident joins the fall already recorded instead of making a second one, so the
-- register and its indicators count it once; linked_at is when it joined. Unmarking or deleting that incident
-- only unlinks the fall (it was recorded on its own); a fall the incident itself made (linked_at NULL) is voided
-- with it, as before.
ALTER TABLE falls ADD COLUMN linked_at TEXT;

-- +goose Down
ALTER TABLE falls DROP COLUMN linked_at;
