-- +goose Up

-- The care plan (PAI, Plan de Atención Individualizada; DESIGN 14, issue 27). A resident has versions of it:
-- at most one draft (borrador) being written and at most one in force (vigente); approving a draft with the
-- agreement of the person or their representative makes it vigente and the one before sustituido. Nothing
-- here is ever erased: a superseded version stays readable, with its agreement and its signature.
CREATE TABLE care_plans (
    id                     TEXT PRIMARY KEY,
    resident_id            TEXT NOT NULL REFERENCES residents(id),
    version                INTEGER NOT NULL CHECK (version >= 1),
    status                 TEXT NOT NULL CHECK (status IN ('borrador', 'vigente', 'sustituido')),
    -- The person's own view (atención centrada en la persona).
    biography              TEXT NOT NULL DEFAULT '',
    preferences            TEXT NOT NULL DEFAULT '',
    matters                TEXT NOT NULL DEFAULT '',
    reference_professional TEXT NOT NULL DEFAULT '',   -- the profesional de referencia
    -- The agreement, from approval on: who agreed, their relationship, when, how, and the signature's image.
    agreement_name         TEXT,
    agreement_relationship TEXT,
    agreement_date         TEXT,                        -- YYYY-MM-DD
    agreement_method       TEXT CHECK (agreement_method IN ('tableta', 'papel')),
    signature_id           TEXT REFERENCES images(id),
    due_date               TEXT,                        -- YYYY-MM-DD: the review set at approval (approval + review days)
    created_by             TEXT NOT NULL,
    created_by_name        TEXT NOT NULL,
    created_at             TEXT NOT NULL,
    updated_by             TEXT NOT NULL,
    updated_by_name        TEXT NOT NULL,
    updated_at             TEXT NOT NULL,
    approved_by            TEXT,
    approved_by_name       TEXT,
    approved_at            TEXT,
    superseded_at          TEXT,
    UNIQUE (resident_id, version),
    -- A draft has no agreement yet; an approved plan has all of it.
    CHECK ((status = 'borrador') = (approved_at IS NULL)),
    CHECK (status = 'borrador' OR (agreement_name IS NOT NULL AND agreement_relationship IS NOT NULL
        AND agreement_date IS NOT NULL AND agreement_method IS NOT NULL AND signature_id IS NOT NULL
        AND due_date IS NOT NULL AND approved_by IS NOT NULL)),
    CHECK ((status = 'sustituido') = (superseded_at IS NOT NULL))
) STRICT;
-- One draft and one plan in force per resident, whatever two people do at the same moment.
CREATE UNIQUE INDEX care_plans_one_draft ON care_plans (resident_id) WHERE status = 'borrador';
CREATE UNIQUE INDEX care_plans_one_vigente ON care_plans (resident_id) WHERE status = 'vigente';

-- The five areas of a plan are fixed; each names who contributed to it (doctor, nurse, social worker,
-- others by name and role), in the order given.
CREATE TABLE care_plan_contributors (
    plan_id  TEXT NOT NULL REFERENCES care_plans(id),
    area     TEXT NOT NULL CHECK (area IN ('sanitaria', 'funcional', 'cognitiva-emocional', 'social-familiar', 'ocio-participacion')),
    position INTEGER NOT NULL,
    name     TEXT NOT NULL,
    role     TEXT NOT NULL,
    PRIMARY KEY (plan_id, area, position)
) STRICT, WITHOUT ROWID;

-- A need of an area with its measurable objective, its dates and its outcome at review. A need suggested
-- from a scale's band keeps where it came from: the scale, the assessment, its score and band.
CREATE TABLE care_plan_needs (
    id                   TEXT PRIMARY KEY,
    plan_id              TEXT NOT NULL REFERENCES care_plans(id),
    area                 TEXT NOT NULL CHECK (area IN ('sanitaria', 'funcional', 'cognitiva-emocional', 'social-familiar', 'ocio-participacion')),
    position             INTEGER NOT NULL,
    text                 TEXT NOT NULL,
    objective            TEXT NOT NULL,
    source_scale         TEXT,
    source_assessment_id TEXT REFERENCES assessments(id),
    source_score         INTEGER,
    source_band          TEXT,
    start_date           TEXT NOT NULL,                 -- YYYY-MM-DD
    review_date          TEXT NOT NULL,                 -- YYYY-MM-DD
    outcome              TEXT CHECK (outcome IN ('logrado', 'parcial', 'no-logrado')),
    outcome_note         TEXT NOT NULL DEFAULT '',
    CHECK ((source_scale IS NULL) = (source_assessment_id IS NULL)
        AND (source_scale IS NULL) = (source_score IS NULL) AND (source_scale IS NULL) = (source_band IS NULL))
) STRICT;
CREATE INDEX care_plan_needs_plan ON care_plan_needs (plan_id, area, position);

-- What is done for a need: what, how often in words (frequency), and when as data, either every so many
-- hours or at times of day (the shift's tasks are made from these), by which role and which named person.
CREATE TABLE care_plan_interventions (
    id          TEXT PRIMARY KEY,
    need_id     TEXT NOT NULL REFERENCES care_plan_needs(id),
    position    INTEGER NOT NULL,
    text        TEXT NOT NULL,
    frequency   TEXT NOT NULL DEFAULT '',
    every_hours INTEGER CHECK (every_hours BETWEEN 1 AND 24),
    role        TEXT NOT NULL DEFAULT '',
    responsible TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX care_plan_interventions_need ON care_plan_interventions (need_id, position);

CREATE TABLE care_plan_intervention_times (
    intervention_id TEXT NOT NULL REFERENCES care_plan_interventions(id),
    at_time         TEXT NOT NULL,                      -- HH:MM, Madrid
    PRIMARY KEY (intervention_id, at_time)
) STRICT, WITHOUT ROWID;

-- A significant change that makes the resident's plan due at once (DESIGN 14): the plan in force when it
-- happened is due on the day it was recorded. Each is written in the transaction of the record that is the
-- change (source_id names it): a Barthel 10 or more points below the previous one (barthel-drop), a new
-- restraint (restraint). The registers of issues 28 and 29 add theirs with one insert each, the kinds being
-- allowed already: a fall with injury `grave` (fall-grave), a new skin lesion arisen in the residencia
-- (skin-lesion), a return from hospital (hospital-return). A record deleted later (a Barthel entered by
-- mistake) cancels its trigger; the row stays.
CREATE TABLE care_plan_review_triggers (
    id           TEXT PRIMARY KEY,
    resident_id  TEXT NOT NULL REFERENCES residents(id),
    kind         TEXT NOT NULL CHECK (kind IN ('barthel-drop', 'restraint', 'fall-grave', 'skin-lesion', 'hospital-return')),
    at           TEXT NOT NULL,                         -- RFC 3339 UTC, when it was recorded
    source_id    TEXT NOT NULL,                         -- the record that is the change
    detail       TEXT NOT NULL DEFAULT '',              -- what changed, in a few words ("de 60 a 45")
    cancelled_at TEXT
) STRICT;
CREATE INDEX care_plan_review_triggers_resident ON care_plan_review_triggers (resident_id, at) WHERE cancelled_at IS NULL;
CREATE INDEX care_plan_review_triggers_source ON care_plan_review_triggers (source_id);

-- +goose Down
DROP TABLE care_plan_review_triggers;
DROP TABLE care_plan_intervention_times;
DROP TABLE care_plan_interventions;
DROP TABLE care_plan_needs;
DROP TABLE care_plan_contributors;
DROP TABLE care_plans;
