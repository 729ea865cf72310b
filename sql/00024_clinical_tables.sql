-- +goose Up

-- A table per clinical kind (issue 24). Until now every record was a row of `records` with its fields as
-- JSON; a vital sign, an incident or a day's care now has its own table, with a column for each field, so
-- SQL can ask for what it needs (the falls, a measure) and SQLite checks the types. Every table has the
-- record's own columns first: the resident, when it happened (record_date, record_time), the normalised
-- text the list search looks in, who signed it and when, and the tombstone (clinical records are never
-- erased: DESIGN 2). The Kardex stays in `records` until its entries get their own table.
--
-- Each table's page index holds its lists' whole order (newest first by date, time, when saved, id), so a
-- page of any depth reads its rows from one range of the index (keyset paging, DESIGN 13); the day index
-- serves the handover, which reads a shift's records of every resident.

CREATE TABLE vital_signs (
    id                 TEXT PRIMARY KEY,
    resident_id        TEXT NOT NULL REFERENCES residents(id),
    record_date        TEXT NOT NULL,              -- YYYY-MM-DD, Madrid
    record_time        TEXT NOT NULL DEFAULT '',   -- HH:MM, or '' when not given
    search             TEXT NOT NULL DEFAULT '',
    -- One column per measure; NULL when it was not taken (DESIGN 8's limits are checked by the server).
    systolic_pressure  REAL,
    diastolic_pressure REAL,
    glucose            REAL,
    temperature        REAL,
    heart_rate         REAL,
    respiratory_rate   REAL,
    oxygen_saturation  REAL,
    pain               REAL,
    weight             REAL,
    diagnostics        TEXT NOT NULL DEFAULT '',
    observations       TEXT NOT NULL DEFAULT '',   -- SPEC's physicalExam.observations
    created_by         TEXT NOT NULL,
    created_by_name    TEXT NOT NULL,
    created_at         TEXT NOT NULL,
    updated_by         TEXT NOT NULL,
    updated_by_name    TEXT NOT NULL,
    updated_at         TEXT NOT NULL,
    deleted_at         TEXT,
    deleted_by         TEXT
) STRICT;
CREATE INDEX vital_signs_page ON vital_signs (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX vital_signs_day ON vital_signs (record_date, record_time) WHERE deleted_at IS NULL;

CREATE TABLE incidents (
    id                TEXT PRIMARY KEY,
    resident_id       TEXT NOT NULL REFERENCES residents(id),
    record_date       TEXT NOT NULL,
    record_time       TEXT NOT NULL DEFAULT '',
    search            TEXT NOT NULL DEFAULT '',
    is_fall           INTEGER NOT NULL DEFAULT 0 CHECK (is_fall IN (0, 1)), -- marked a fall (DESIGN 10)
    shift             TEXT NOT NULL DEFAULT '',
    situation         TEXT NOT NULL DEFAULT '',
    called_doctor     INTEGER NOT NULL DEFAULT 0 CHECK (called_doctor IN (0, 1)),
    doctor_response   TEXT NOT NULL DEFAULT '',
    called_relative   INTEGER NOT NULL DEFAULT 0 CHECK (called_relative IN (0, 1)),
    relative_response TEXT NOT NULL DEFAULT '',
    other_action      INTEGER NOT NULL DEFAULT 0 CHECK (other_action IN (0, 1)),
    other_response    TEXT NOT NULL DEFAULT '',
    observations      TEXT NOT NULL DEFAULT '',
    created_by        TEXT NOT NULL,
    created_by_name   TEXT NOT NULL,
    created_at        TEXT NOT NULL,
    updated_by        TEXT NOT NULL,
    updated_by_name   TEXT NOT NULL,
    updated_at        TEXT NOT NULL,
    deleted_at        TEXT,
    deleted_by        TEXT
) STRICT;
CREATE INDEX incidents_page ON incidents (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX incidents_day ON incidents (record_date, record_time) WHERE deleted_at IS NULL;

-- A resident's day of care (DESIGN 8: one per resident and day).
CREATE TABLE care_records (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    record_date     TEXT NOT NULL,
    record_time     TEXT NOT NULL DEFAULT '',
    search          TEXT NOT NULL DEFAULT '',
    bath            INTEGER NOT NULL DEFAULT 0 CHECK (bath IN (0, 1)),
    breakfast       INTEGER NOT NULL DEFAULT 0 CHECK (breakfast IN (0, 1)),
    lunch           INTEGER NOT NULL DEFAULT 0 CHECK (lunch IN (0, 1)),
    dinner          INTEGER NOT NULL DEFAULT 0 CHECK (dinner IN (0, 1)),
    diaper_change   INTEGER NOT NULL DEFAULT 0 CHECK (diaper_change IN (0, 1)),
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    deleted_at      TEXT,
    deleted_by      TEXT
) STRICT;
CREATE INDEX care_records_page ON care_records (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
-- The handover's afternoon check: who has the day's care record.
CREATE INDEX care_records_day ON care_records (record_date, resident_id) WHERE deleted_at IS NULL;

CREATE TABLE general_notes (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    record_date     TEXT NOT NULL,
    record_time     TEXT NOT NULL DEFAULT '',
    search          TEXT NOT NULL DEFAULT '',
    observations    TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    deleted_at      TEXT,
    deleted_by      TEXT
) STRICT;
CREATE INDEX general_notes_page ON general_notes (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;

CREATE TABLE socialwork_notes (
    id                  TEXT PRIMARY KEY,
    resident_id         TEXT NOT NULL REFERENCES residents(id),
    record_date         TEXT NOT NULL,
    record_time         TEXT NOT NULL DEFAULT '',
    search              TEXT NOT NULL DEFAULT '',
    primary_observation TEXT NOT NULL,
    created_by          TEXT NOT NULL,
    created_by_name     TEXT NOT NULL,
    created_at          TEXT NOT NULL,
    updated_by          TEXT NOT NULL,
    updated_by_name     TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    deleted_at          TEXT,
    deleted_by          TEXT
) STRICT;
CREATE INDEX socialwork_notes_page ON socialwork_notes (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;

-- The observations added to a social-work note after it was written (SPEC 4): only ever added, in order.
CREATE TABLE socialwork_observations (
    id              TEXT PRIMARY KEY,
    note_id         TEXT NOT NULL REFERENCES socialwork_notes(id),
    position        INTEGER NOT NULL,
    observation     TEXT NOT NULL,
    observed_date   TEXT NOT NULL,
    observed_time   TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX socialwork_observations_note ON socialwork_observations (note_id, position);

-- Assessments (valoraciones, DESIGN 11): the server's score and band of one scale's answers.
CREATE TABLE assessments (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    record_date     TEXT NOT NULL,                 -- the day it was made
    record_time     TEXT NOT NULL DEFAULT '',
    search          TEXT NOT NULL DEFAULT '',
    scale           TEXT NOT NULL,
    version         TEXT NOT NULL,
    score           INTEGER NOT NULL,
    band_label      TEXT NOT NULL,
    band_severity   TEXT NOT NULL CHECK (band_severity IN ('none', 'low', 'medium', 'high')),
    answers         TEXT NOT NULL DEFAULT '{}',   -- {itemId: value}, as answered; nothing queries them
    notes           TEXT NOT NULL DEFAULT '',
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    deleted_at      TEXT,
    deleted_by      TEXT
) STRICT;
CREATE INDEX assessments_page ON assessments (resident_id, record_date, record_time, created_at, id) WHERE deleted_at IS NULL;
-- The latest assessment of each scale of a resident (what is due, the care plan's suggestions).
CREATE INDEX assessments_scale ON assessments (resident_id, scale, record_date) WHERE deleted_at IS NULL;

-- Every record moves across as it is, its tombstone too.
INSERT INTO vital_signs (id, resident_id, record_date, record_time, search, systolic_pressure, diastolic_pressure,
    glucose, temperature, heart_rate, respiratory_rate, oxygen_saturation, pain, weight, diagnostics, observations,
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, resident_id, record_date, record_time, search,
    json_extract(data, '$.vitalSigns.systolicPressure'), json_extract(data, '$.vitalSigns.diastolicPressure'),
    json_extract(data, '$.vitalSigns.glucose'), json_extract(data, '$.vitalSigns.temperature'),
    json_extract(data, '$.vitalSigns.heartRate'), json_extract(data, '$.vitalSigns.respiratoryRate'),
    json_extract(data, '$.vitalSigns.oxygenSaturation'), json_extract(data, '$.vitalSigns.pain'),
    json_extract(data, '$.vitalSigns.weight'),
    coalesce(json_extract(data, '$.diagnostics'), ''), coalesce(json_extract(data, '$.physicalExam.observations'), ''),
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM records WHERE kind = 'vitals';

INSERT INTO incidents (id, resident_id, record_date, record_time, search, is_fall, shift, situation, called_doctor,
    doctor_response, called_relative, relative_response, other_action, other_response, observations,
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, resident_id, record_date, record_time, search,
    coalesce(json_extract(data, '$.isFall'), 0), coalesce(json_extract(data, '$.shift'), ''),
    coalesce(json_extract(data, '$.situation'), ''), coalesce(json_extract(data, '$.calledDoctor'), 0),
    coalesce(json_extract(data, '$.doctorResponse'), ''), coalesce(json_extract(data, '$.calledRelative'), 0),
    coalesce(json_extract(data, '$.relativeResponse'), ''), coalesce(json_extract(data, '$.otherAction'), 0),
    coalesce(json_extract(data, '$.otherResponse'), ''), coalesce(json_extract(data, '$.observations'), ''),
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM records WHERE kind = 'incident';

INSERT INTO care_records (id, resident_id, record_date, record_time, search, bath, breakfast, lunch, dinner, diaper_change,
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, resident_id, record_date, record_time, search,
    coalesce(json_extract(data, '$.bath'), 0), coalesce(json_extract(data, '$.breakfast'), 0),
    coalesce(json_extract(data, '$.lunch'), 0), coalesce(json_extract(data, '$.dinner'), 0),
    coalesce(json_extract(data, '$.diaperChange'), 0),
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM records WHERE kind = 'care';

INSERT INTO general_notes (id, resident_id, record_date, record_time, search, observations,
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, resident_id, record_date, record_time, search, coalesce(json_extract(data, '$.observations'), ''),
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM records WHERE kind = 'note';

INSERT INTO socialwork_notes (id, resident_id, record_date, record_time, search, primary_observation,
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, resident_id, record_date, record_time, search, coalesce(json_extract(data, '$.primaryObservation'), ''),
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM records WHERE kind = 'socialwork';

-- An observation's id was unique within its note only (the demo's "demo-0"): a new id where it repeats.
INSERT INTO socialwork_observations (id, note_id, position, observation, observed_date, observed_time, created_by, created_by_name)
SELECT CASE WHEN count(*) OVER (PARTITION BY coalesce(json_extract(o.value, '$._id'), '')) = 1
            AND coalesce(json_extract(o.value, '$._id'), '') <> ''
            THEN json_extract(o.value, '$._id') ELSE r.id || '-' || o.key END,
    r.id, o.key, coalesce(json_extract(o.value, '$.observation'), ''), coalesce(json_extract(o.value, '$.date'), ''),
    coalesce(json_extract(o.value, '$.time'), ''), coalesce(json_extract(o.value, '$.createdBy'), ''),
    coalesce(json_extract(o.value, '$.createdByName'), '')
FROM records r, json_each(r.data, '$.additionalObservations') o WHERE r.kind = 'socialwork';

INSERT INTO assessments (id, resident_id, record_date, record_time, search, scale, version, score, band_label,
    band_severity, answers, notes, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at,
    deleted_at, deleted_by)
SELECT id, resident_id, record_date, record_time, search, json_extract(data, '$.scale'),
    coalesce(json_extract(data, '$.version'), ''), coalesce(json_extract(data, '$.score'), 0),
    coalesce(json_extract(data, '$.band.label'), ''), coalesce(json_extract(data, '$.band.severity'), 'none'),
    coalesce(json_extract(data, '$.answers'), '{}'), coalesce(json_extract(data, '$.notes'), ''),
    created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM records WHERE kind = 'assessment';

DELETE FROM records WHERE kind <> 'kardex';

-- The pages of records are no longer kept in memory (issue 24): their counter and its triggers go.
DROP TRIGGER resident_ranges_delete;
DROP TRIGGER resident_ranges_update;
DROP TRIGGER resident_ranges_insert;
DROP TRIGGER resident_records_delete;
DROP TRIGGER resident_records_update;
DROP TRIGGER resident_records_insert;
DROP TABLE resident_records_version;

-- +goose Down
-- The typed tables' rows go back into records as the JSON the previous release wrote.
INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
    created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, 'vitals', resident_id, record_date, record_time,
    json_object('vitalSigns', json_patch('{}', json_object(
        'systolicPressure', systolic_pressure, 'diastolicPressure', diastolic_pressure, 'glucose', glucose,
        'temperature', temperature, 'heartRate', heart_rate, 'respiratoryRate', respiratory_rate,
        'oxygenSaturation', oxygen_saturation, 'pain', pain, 'weight', weight)),
        'diagnostics', diagnostics, 'physicalExam', json_object('observations', observations)),
    search, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM vital_signs;
INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
    created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, 'incident', resident_id, record_date, record_time,
    json_object('isFall', json(iif(is_fall, 'true', 'false')), 'shift', shift, 'situation', situation,
        'calledDoctor', json(iif(called_doctor, 'true', 'false')), 'doctorResponse', doctor_response,
        'calledRelative', json(iif(called_relative, 'true', 'false')), 'relativeResponse', relative_response,
        'otherAction', json(iif(other_action, 'true', 'false')), 'otherResponse', other_response,
        'observations', observations),
    search, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM incidents;
INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
    created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, 'care', resident_id, record_date, record_time,
    json_object('bath', json(iif(bath, 'true', 'false')), 'breakfast', json(iif(breakfast, 'true', 'false')),
        'lunch', json(iif(lunch, 'true', 'false')), 'dinner', json(iif(dinner, 'true', 'false')),
        'diaperChange', json(iif(diaper_change, 'true', 'false'))),
    search, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM care_records;
INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
    created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, 'note', resident_id, record_date, record_time, json_object('observations', observations),
    search, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM general_notes;
INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
    created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT n.id, 'socialwork', n.resident_id, n.record_date, n.record_time,
    json_object('primaryObservation', n.primary_observation, 'additionalObservations', json(coalesce((
        SELECT json_group_array(json_object('_id', o.id, 'observation', o.observation, 'date', o.observed_date,
            'time', o.observed_time, 'createdBy', o.created_by, 'createdByName', o.created_by_name))
        FROM (SELECT * FROM socialwork_observations WHERE note_id = n.id ORDER BY position) o), '[]'))),
    n.search, n.created_by, n.created_by_name, n.created_at, n.updated_by, n.updated_by_name, n.updated_at,
    n.deleted_at, n.deleted_by
FROM socialwork_notes n;
INSERT INTO records (id, kind, resident_id, record_date, record_time, data, search, created_by, created_by_name,
    created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by)
SELECT id, 'assessment', resident_id, record_date, record_time,
    json_object('scale', scale, 'version', version, 'answers', json(answers), 'score', score,
        'band', json_object('label', band_label, 'severity', band_severity), 'notes', notes),
    search, created_by, created_by_name, created_at, updated_by, updated_by_name, updated_at, deleted_at, deleted_by
FROM assessments;
DROP TABLE assessments;
DROP TABLE socialwork_observations;
DROP TABLE socialwork_notes;
DROP TABLE general_notes;
DROP TABLE care_records;
DROP TABLE incidents;
DROP TABLE vital_signs;

CREATE TABLE resident_records_version (
    resident_id TEXT PRIMARY KEY,
    version     INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
-- +goose StatementBegin
CREATE TRIGGER resident_records_insert AFTER INSERT ON records
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (NEW.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER resident_records_update AFTER UPDATE ON records
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
    INSERT INTO resident_records_version (resident_id, version) SELECT NEW.resident_id, 1
        WHERE NEW.resident_id <> OLD.resident_id
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER resident_records_delete AFTER DELETE ON records
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER resident_ranges_insert AFTER INSERT ON vital_ranges
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (NEW.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER resident_ranges_update AFTER UPDATE ON vital_ranges
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER resident_ranges_delete AFTER DELETE ON vital_ranges
BEGIN
    INSERT INTO resident_records_version (resident_id, version) VALUES (OLD.resident_id, 1)
        ON CONFLICT (resident_id) DO UPDATE SET version = version + 1;
END;
-- +goose StatementEnd
