-- +goose Up

-- The safety registers a residencia is judged by (issue 28, DESIGN 15): falls, skin lesions, repositioning,
-- fluids, weight and bowels. Each is its own typed table, read by the resident page, the shift and the monthly
-- indicators. Instants are RFC 3339 UTC (`at`); `day` is the Madrid date of that instant, kept so that a day's
-- and a month's figures are a range scan. Nothing is ever erased: an entry made by mistake is voided (voided_at,
-- by whom, why) and stays on record; every list and every figure leaves voided entries out.

-- Height for the body mass index of the weights (DESIGN 15/16 `heightCm`); unknown until someone records it.
ALTER TABLE residents ADD COLUMN height_cm INTEGER CHECK (height_cm BETWEEN 50 AND 250);

-- A fall (RNAO; Andalucía's FASE guide): where, doing what, seen or found, the factors, the injury and who was
-- told. An incident marked as a fall (SPEC's incidents) makes one, linked by incident_id.
CREATE TABLE falls (
    id                TEXT PRIMARY KEY,
    resident_id       TEXT NOT NULL REFERENCES residents(id),
    at                TEXT NOT NULL,
    day               TEXT NOT NULL,                       -- YYYY-MM-DD, Madrid
    place             TEXT NOT NULL,
    activity          TEXT NOT NULL DEFAULT '',
    witnessed         INTEGER NOT NULL CHECK (witnessed IN (0, 1)),
    found_on_floor    INTEGER NOT NULL CHECK (found_on_floor IN (0, 1)),
    intrinsic         TEXT NOT NULL DEFAULT '[]',          -- JSON array of the checklist's keys
    extrinsic         TEXT NOT NULL DEFAULT '[]',
    injury            TEXT NOT NULL CHECK (injury IN ('ninguna', 'leve', 'grave')),
    injury_detail     TEXT NOT NULL DEFAULT '',
    restraint_in_use  INTEGER NOT NULL CHECK (restraint_in_use IN (0, 1)),
    psychotropics     TEXT NOT NULL DEFAULT '',             -- psychotropic or new medication, from the Kardex
    actions           TEXT NOT NULL DEFAULT '',
    doctor_informed   INTEGER NOT NULL CHECK (doctor_informed IN (0, 1)),
    family_name       TEXT,                                 -- family informed: who and when, or both NULL
    family_at         TEXT,
    incident_id       TEXT REFERENCES incidents(id),        -- the incident marked as a fall that made it
    created_by        TEXT NOT NULL,
    created_by_name   TEXT NOT NULL,
    created_at        TEXT NOT NULL,
    updated_by        TEXT,                                 -- the last edit (completed from the falls tab), if any
    updated_by_name   TEXT,
    updated_at        TEXT,
    voided_at         TEXT,
    voided_by         TEXT,
    void_reason       TEXT NOT NULL DEFAULT '',
    CHECK ((family_name IS NULL) = (family_at IS NULL))
) STRICT;
CREATE INDEX falls_resident ON falls (resident_id, at) WHERE voided_at IS NULL;
CREATE INDEX falls_day ON falls (day) WHERE voided_at IS NULL;
-- An incident has at most one fall in force; one voided (the incident unmarked, or deleted) stays beside a new one.
CREATE UNIQUE INDEX falls_incident ON falls (incident_id) WHERE incident_id IS NOT NULL AND voided_at IS NULL;

-- A dependence-related skin lesion (GNEAUPP): its type and, for pressure ulcers, its category; where it is on
-- the body map (a named region and the point tapped, 0-1 on the front or back figure); where it arose; its size
-- and bed when found; the treatment and the pressure-relief surface. It stays open until closed.
CREATE TABLE skin_lesions (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    type            TEXT NOT NULL CHECK (type IN ('upp', 'humedad', 'friccion', 'combinada', 'desgarro')),
    category        TEXT CHECK (category IN ('I', 'II', 'III', 'IV', 'no-estadiable', 'tejido-profundo')),
    view            TEXT NOT NULL CHECK (view IN ('anterior', 'posterior')),
    region          TEXT NOT NULL,
    x               REAL NOT NULL CHECK (x BETWEEN 0 AND 1),
    y               REAL NOT NULL CHECK (y BETWEEN 0 AND 1),
    origin          TEXT NOT NULL CHECK (origin IN ('residencia', 'domicilio', 'hospital')),
    detected_on     TEXT NOT NULL,                          -- YYYY-MM-DD
    length_cm       REAL NOT NULL CHECK (length_cm >= 0),
    width_cm        REAL NOT NULL CHECK (width_cm >= 0),
    depth_cm        REAL CHECK (depth_cm >= 0),
    bed             TEXT NOT NULL DEFAULT '',
    exudate         TEXT NOT NULL DEFAULT '',
    infection       INTEGER NOT NULL DEFAULT 0 CHECK (infection IN (0, 1)),
    treatment       TEXT NOT NULL DEFAULT '',
    surface         TEXT NOT NULL DEFAULT '',
    closed_on       TEXT,                                   -- YYYY-MM-DD
    close_note      TEXT NOT NULL DEFAULT '',
    closed_by       TEXT,
    closed_by_name  TEXT,
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    voided_at       TEXT,
    voided_by       TEXT,
    void_reason     TEXT NOT NULL DEFAULT '',
    CHECK ((type = 'upp') = (category IS NOT NULL)),
    CHECK ((closed_on IS NULL) = (closed_by IS NULL))
) STRICT;
CREATE INDEX skin_lesions_resident ON skin_lesions (resident_id, detected_on) WHERE voided_at IS NULL;
CREATE INDEX skin_lesions_detected ON skin_lesions (detected_on) WHERE voided_at IS NULL;

-- A weekly evolution of a lesion: its size, category and bed on that day, a note and a photo (EXIF stripped).
CREATE TABLE skin_lesion_evolutions (
    id              TEXT PRIMARY KEY,
    lesion_id       TEXT NOT NULL REFERENCES skin_lesions(id),
    date            TEXT NOT NULL,                          -- YYYY-MM-DD
    length_cm       REAL NOT NULL CHECK (length_cm >= 0),
    width_cm        REAL NOT NULL CHECK (width_cm >= 0),
    depth_cm        REAL CHECK (depth_cm >= 0),
    category        TEXT CHECK (category IN ('I', 'II', 'III', 'IV', 'no-estadiable', 'tejido-profundo')),
    bed             TEXT NOT NULL DEFAULT '',
    exudate         TEXT NOT NULL DEFAULT '',
    note            TEXT NOT NULL DEFAULT '',
    photo_id        TEXT REFERENCES images(id),
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL
) STRICT;
CREATE INDEX skin_lesion_evolutions_lesion ON skin_lesion_evolutions (lesion_id, date);

-- How often a resident is repositioned (cambios posturales); no row, or 0, is no schedule.
CREATE TABLE repositioning_schedules (
    resident_id     TEXT PRIMARY KEY REFERENCES residents(id),
    every_hours     INTEGER NOT NULL CHECK (every_hours BETWEEN 0 AND 24),
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL
) STRICT;

-- Each change of position, recorded in one tap, with the skin check.
CREATE TABLE repositioning_changes (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    at              TEXT NOT NULL,
    day             TEXT NOT NULL,
    position        TEXT NOT NULL CHECK (position IN ('supino', 'lateral-izquierdo', 'lateral-derecho', 'sentado', 'prono')),
    skin_ok         INTEGER NOT NULL CHECK (skin_ok IN (0, 1)),
    note            TEXT NOT NULL DEFAULT '',
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    voided_at       TEXT,
    voided_by       TEXT,
    void_reason     TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX repositioning_changes_resident ON repositioning_changes (resident_id, at) WHERE voided_at IS NULL;

-- A resident's own daily fluid target; without one, ESPEN's by sex (1600 ml women, 2000 ml men).
CREATE TABLE fluid_targets (
    resident_id     TEXT PRIMARY KEY REFERENCES residents(id),
    ml              INTEGER NOT NULL CHECK (ml BETWEEN 500 AND 5000),
    updated_by      TEXT NOT NULL,
    updated_by_name TEXT NOT NULL,
    updated_at      TEXT NOT NULL
) STRICT;

-- Each drink: how much and what.
CREATE TABLE fluid_intakes (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    at              TEXT NOT NULL,
    day             TEXT NOT NULL,
    ml              INTEGER NOT NULL CHECK (ml BETWEEN 1 AND 3000),
    drink           TEXT NOT NULL DEFAULT '',
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    voided_at       TEXT,
    voided_by       TEXT,
    void_reason     TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX fluid_intakes_resident ON fluid_intakes (resident_id, day) WHERE voided_at IS NULL;
CREATE INDEX fluid_intakes_day ON fluid_intakes (day) WHERE voided_at IS NULL;

-- A weighing (monthly, or as ordered).
CREATE TABLE weights (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    date            TEXT NOT NULL,                          -- YYYY-MM-DD
    kg              REAL NOT NULL CHECK (kg BETWEEN 20 AND 300),
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    voided_at       TEXT,
    voided_by       TEXT,
    void_reason     TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX weights_resident ON weights (resident_id, date) WHERE voided_at IS NULL;
CREATE INDEX weights_date ON weights (date) WHERE voided_at IS NULL;

-- A stool (Bristol 1-7, or none with only a continence episode or a pad change), continence and pad change.
CREATE TABLE bowel_records (
    id              TEXT PRIMARY KEY,
    resident_id     TEXT NOT NULL REFERENCES residents(id),
    at              TEXT NOT NULL,
    day             TEXT NOT NULL,
    bristol         INTEGER CHECK (bristol BETWEEN 1 AND 7),
    continent       INTEGER NOT NULL CHECK (continent IN (0, 1)),
    pad_change      INTEGER NOT NULL CHECK (pad_change IN (0, 1)),
    note            TEXT NOT NULL DEFAULT '',
    care_record_id  TEXT,                                   -- the daily care record it came from, if any
    created_by      TEXT NOT NULL,
    created_by_name TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    voided_at       TEXT,
    voided_by       TEXT,
    void_reason     TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX bowel_records_resident ON bowel_records (resident_id, at) WHERE voided_at IS NULL;
CREATE INDEX bowel_records_stool ON bowel_records (resident_id, at) WHERE voided_at IS NULL AND bristol IS NOT NULL;
CREATE INDEX bowel_records_care_record ON bowel_records (care_record_id) WHERE care_record_id IS NOT NULL;

-- SPEC's daily care records saved before with a diaper change are the register's pad changes (store/bowel.go),
-- dated their day at noon: 11:00 UTC is noon or one o'clock in Madrid, the right day either way.
INSERT INTO bowel_records (id, resident_id, at, day, bristol, continent, pad_change, note, care_record_id, created_by,
    created_by_name, created_at)
SELECT lower(hex(randomblob(16))), resident_id, record_date || 'T11:00:00.000000Z', record_date, NULL, 1, 1,
    'Del registro diario de cuidados.', id, updated_by, updated_by_name, updated_at
FROM care_records WHERE diaper_change = 1 AND deleted_at IS NULL;

-- The monthly quality indicators (issue 28; server/indicators.go, store/indicators*.go) read the registers
-- through what follows, so that a year of a big home is a few range scans and no request reads every row.
--
-- Each resident's day of drinks: how much and how many intakes, kept by the triggers below in the transaction
-- of every intake written or changed, whoever writes it (as round_changes' triggers once did): the days under
-- the fluid target are counted from the days, not from every drink (a year of a home of 250 is some 700,000
-- intakes and 90,000 days). A voided intake leaves its day's total. Nothing else writes it.
CREATE TABLE fluid_days (
    resident_id TEXT NOT NULL REFERENCES residents(id),
    day         TEXT NOT NULL,                              -- YYYY-MM-DD, Madrid
    ml          INTEGER NOT NULL,                           -- the standing intakes' total
    intakes     INTEGER NOT NULL,                           -- how many stand (0 once every one was voided)
    PRIMARY KEY (resident_id, day)
) STRICT, WITHOUT ROWID;
-- +goose StatementBegin
CREATE TRIGGER fluid_days_insert AFTER INSERT ON fluid_intakes WHEN NEW.voided_at IS NULL BEGIN
    INSERT INTO fluid_days (resident_id, day, ml, intakes) VALUES (NEW.resident_id, NEW.day, NEW.ml, 1)
    ON CONFLICT (resident_id, day) DO UPDATE SET ml = ml + excluded.ml, intakes = intakes + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER fluid_days_update AFTER UPDATE OF resident_id, day, ml, voided_at ON fluid_intakes BEGIN
    UPDATE fluid_days SET ml = ml - OLD.ml, intakes = intakes - 1
    WHERE OLD.voided_at IS NULL AND resident_id = OLD.resident_id AND day = OLD.day;
    INSERT INTO fluid_days (resident_id, day, ml, intakes) SELECT NEW.resident_id, NEW.day, NEW.ml, 1
    WHERE NEW.voided_at IS NULL
    ON CONFLICT (resident_id, day) DO UPDATE SET ml = ml + excluded.ml, intakes = intakes + 1;
END;
-- +goose StatementEnd

-- The highest weight of the days before a weighing, one step down the index (the index has voided_at so
-- that SQLite reads the weights from it alone: a partial index's condition does not make it covering).
CREATE INDEX weights_kg ON weights (resident_id, date, kg, voided_at) WHERE voided_at IS NULL;

-- The doses held of a period, not voided and not for being away, from this index alone.
CREATE INDEX administrations_held ON administrations (scheduled_at, resident_id, status, voided_at, reason)
    WHERE status = 'held' AND voided_at = '' AND reason <> 'absent';

-- The last assessment of a scale of a resident on or before a day, one step down the index.
CREATE INDEX assessments_latest ON assessments (resident_id, scale, record_date, deleted_at) WHERE deleted_at IS NULL;

-- +goose Down
DROP INDEX assessments_latest;
DROP INDEX administrations_held;
DROP INDEX weights_kg;
DROP TRIGGER fluid_days_update;
DROP TRIGGER fluid_days_insert;
DROP TABLE fluid_days;
DROP TABLE bowel_records;
DROP TABLE weights;
DROP TABLE fluid_intakes;
DROP TABLE fluid_targets;
DROP TABLE repositioning_changes;
DROP TABLE repositioning_schedules;
DROP TABLE skin_lesion_evolutions;
DROP TABLE skin_lesions;
DROP TABLE falls;
ALTER TABLE residents DROP COLUMN height_cm;
