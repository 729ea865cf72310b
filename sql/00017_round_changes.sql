-- +goose Up

-- The medication round (DESIGN 9) on a big home (issue 16). The server keeps the round's residents and their
-- decoded Kardex in memory; round_changes tells it what changed since it last looked, so that GET /mar, the
-- handover and the every-minute missed-dose check read one index entry instead of every Kardex and every
-- resident's admission document. The triggers fill it in the transaction of the change, whoever writes it, so
-- no write path can forget it (a timestamp could not tell two edits in the same microsecond apart, nor a
-- deletion). One row per thing changed, its seq renewed on each change: the table stays as small as the
-- number of Kardex, residents and areas ever changed. seq only grows (AUTOINCREMENT), and writes are
-- serialised, so a reader that saw seq n has seen every change up to n.
CREATE TABLE round_changes (
    seq       INTEGER PRIMARY KEY AUTOINCREMENT,
    entity    TEXT NOT NULL CHECK (entity IN ('kardex', 'resident', 'area')),
    entity_id TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX round_changes_entity ON round_changes (entity, entity_id);

-- +goose StatementBegin
CREATE TRIGGER round_kardex_insert AFTER INSERT ON records WHEN NEW.kind = 'kardex' BEGIN
    DELETE FROM round_changes WHERE entity = 'kardex' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('kardex', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_kardex_update AFTER UPDATE ON records WHEN NEW.kind = 'kardex' OR OLD.kind = 'kardex' BEGIN
    DELETE FROM round_changes WHERE entity = 'kardex' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('kardex', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_resident_insert AFTER INSERT ON residents BEGIN
    DELETE FROM round_changes WHERE entity = 'resident' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('resident', NEW.id);
END;
-- +goose StatementEnd
-- What the round shows of a resident, and whether they are in it.
-- +goose StatementBegin
CREATE TRIGGER round_resident_update AFTER UPDATE OF name, room, area_id, photo_id, details, archived_at, deleted_at
ON residents BEGIN
    DELETE FROM round_changes WHERE entity = 'resident' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('resident', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_area_update AFTER UPDATE OF name ON areas BEGIN
    DELETE FROM round_changes WHERE entity = 'area' AND entity_id = NEW.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('area', NEW.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER round_area_delete AFTER DELETE ON areas BEGIN
    DELETE FROM round_changes WHERE entity = 'area' AND entity_id = OLD.id;
    INSERT INTO round_changes (entity, entity_id) VALUES ('area', OLD.id);
END;
-- +goose StatementEnd

-- One area's round (a nurse's tablet) and one resident's read their administrations from their residents
-- instead of the whole home's shift.
CREATE INDEX administrations_resident ON administrations (resident_id, scheduled_at, at);

-- The Kardex changed during a shift (the handover) without reading every Kardex.
CREATE INDEX records_kind_updated ON records (kind, updated_at) WHERE deleted_at IS NULL;

-- A notice to the nurses and doctors (a missed dose, an alert) finds them from their roles instead of reading
-- every account: a big home has one family account per resident.
CREATE INDEX user_roles_role ON user_roles (role, user_id);

-- +goose Down
DROP INDEX user_roles_role;
DROP INDEX records_kind_updated;
DROP INDEX administrations_resident;
DROP TRIGGER round_area_delete;
DROP TRIGGER round_area_update;
DROP TRIGGER round_resident_update;
DROP TRIGGER round_resident_insert;
DROP TRIGGER round_kardex_update;
DROP TRIGGER round_kardex_insert;
DROP TABLE round_changes;
