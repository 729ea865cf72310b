-- +goose Up

-- The care plan's interventions become work (issue 27): an intervention of the plan in force done every so
-- many hours or at times of day is a task at each of those slots, shown in the shift's task list; this is
-- who recorded each one done, and when. One row per intervention and slot: recording it again changes
-- nothing. A slot without a row was not recorded done (the handover tells it).
CREATE TABLE care_task_completions (
    intervention_id TEXT NOT NULL REFERENCES care_plan_interventions(id),
    due             TEXT NOT NULL,                      -- the slot, "YYYY-MM-DDTHH:MM" on Madrid's clock
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    by_id           TEXT NOT NULL,
    by_name         TEXT NOT NULL,
    at              TEXT NOT NULL,                      -- RFC 3339 UTC
    PRIMARY KEY (intervention_id, due)
) STRICT, WITHOUT ROWID;
-- A shift's completions, for its task list and its handover.
CREATE INDEX care_task_completions_due ON care_task_completions (due);

-- +goose Down
DROP TABLE care_task_completions;
