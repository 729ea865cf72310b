package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The falls register (issue 28, DESIGN 15): where and doing what, seen or found, the intrinsic and extrinsic
// factors, the injury, the restraint in use, the psychotropic or new medication of the Kardex, what was done and
// who was told. Saving one opens its `fall` alert and, with injury grave, makes the care plan due
// (care_plan_triggers.go), both in its transaction. An incident marked as a fall (isFall) makes its fall here
// in its own transaction (falls_incidents.go). A fall entered by mistake is voided, never erased.

var (
	// ErrFallVoided: a voided fall takes no edit and no second void.
	ErrFallVoided = errors.New("store: fall voided")
	// ErrFallIncidentUnknown: the incident a fall names is not one of its resident's (or was deleted).
	ErrFallIncidentUnknown = errors.New("store: unknown incident for the fall")
	// ErrIncidentHasFall: the incident named already has its fall in force.
	ErrIncidentHasFall = errors.New("store: the incident has its fall already")
)

// Injuries of a fall.
const (
	InjuryNone  = "ninguna"
	InjuryMild  = "leve"
	InjuryGrave = "grave" // fracture, head injury
)

// FallFamily is the family member told of the fall, and when.
type FallFamily struct {
	Name string
	At   time.Time
}

// FallInput is what a fall records.
type FallInput struct {
	ResidentID     string
	At             time.Time
	Day            string // YYYY-MM-DD: At on Madrid's calendar
	Place          string
	Activity       string
	Witnessed      bool
	FoundOnFloor   bool
	Intrinsic      []string // the checklists' keys
	Extrinsic      []string
	Injury         string
	InjuryDetail   string
	RestraintInUse bool
	Psychotropics  string // the psychotropic or new medication of the Kardex, as it read then
	Actions        string
	DoctorInformed bool
	Family         *FallFamily // nil: the family was not told (yet)
	IncidentID     string      // "" when it was not an incident's
}

// Fall is a fall of the register with its resident's name and room.
type Fall struct {
	FallInput
	ID               string
	ResidentName     string
	Room             string
	ResidentArchived bool
	CreatedBy        string
	CreatedByName    string
	CreatedAt        time.Time
	UpdatedBy        string
	UpdatedByName    string
	UpdatedAt        *time.Time
	VoidedAt         *time.Time
	VoidedBy         string
	VoidReason       string
}

// FallSource is what a fall's alert is opened by (alerts.source): the fall's own, or its incident's when an
// incident marked as a fall made it (server/alert_sources.go opens that one with the incident).
func FallSource(id string) string { return "fall:" + id }

const fallColumns = `f.id, f.resident_id, r.name, r.room, r.archived_at IS NOT NULL, f.at, f.day, f.place, f.activity,
	f.witnessed, f.found_on_floor, f.intrinsic, f.extrinsic, f.injury, f.injury_detail, f.restraint_in_use, f.psychotropics,
	f.actions, f.doctor_informed, f.family_name, f.family_at, coalesce(f.incident_id, ''), f.created_by, f.created_by_name,
	f.created_at, coalesce(f.updated_by, ''), coalesce(f.updated_by_name, ''), f.updated_at, f.voided_at,
	coalesce(f.voided_by, ''), f.void_reason`

const fallFrom = ` FROM falls f JOIN residents r ON r.id = f.resident_id`

func scanFall(row rowScanner) (Fall, error) {
	var f Fall
	var at, created, intrinsic, extrinsic string
	var familyName, familyAt, updated, voided sql.NullString
	err := row.Scan(&f.ID, &f.ResidentID, &f.ResidentName, &f.Room, &f.ResidentArchived, &at, &f.Day, &f.Place, &f.Activity,
		&f.Witnessed, &f.FoundOnFloor, &intrinsic, &extrinsic, &f.Injury, &f.InjuryDetail, &f.RestraintInUse, &f.Psychotropics,
		&f.Actions, &f.DoctorInformed, &familyName, &familyAt, &f.IncidentID, &f.CreatedBy, &f.CreatedByName,
		&created, &f.UpdatedBy, &f.UpdatedByName, &updated, &voided, &f.VoidedBy, &f.VoidReason)
	if errors.Is(err, sql.ErrNoRows) {
		return Fall{}, ErrNotFound
	}
	if err != nil {
		return Fall{}, fmt.Errorf("scan fall: %w", err)
	}
	f.At, f.CreatedAt = parseTime(at), parseTime(created)
	if err := json.Unmarshal([]byte(intrinsic), &f.Intrinsic); err != nil {
		return Fall{}, fmt.Errorf("fall intrinsic factors: %w", err)
	}
	if err := json.Unmarshal([]byte(extrinsic), &f.Extrinsic); err != nil {
		return Fall{}, fmt.Errorf("fall extrinsic factors: %w", err)
	}
	if familyName.Valid {
		f.Family = &FallFamily{Name: familyName.String, At: parseTime(familyAt.String)}
	}
	if updated.Valid {
		t := parseTime(updated.String)
		f.UpdatedAt = &t
	}
	if voided.Valid {
		t := parseTime(voided.String)
		f.VoidedAt = &t
	}
	return f, nil
}

// FallByID returns a fall of a resident not deleted, voided or not.
func (s *Store) FallByID(ctx context.Context, id string) (Fall, error) {
	return scanFall(s.reader.QueryRowContext(ctx, `SELECT `+fallColumns+fallFrom+` WHERE f.id = ? AND r.deleted_at IS NULL`, id))
}

// FallKey is where a fall sits in the lists: newest first by when it happened, then when it was saved, then id.
type FallKey struct{ At, CreatedAt, ID string }

// FallQuery chooses the falls a list reads (DESIGN 13): never the voided ones.
type FallQuery struct {
	ResidentID string // "" for every resident's
	From, To   string // YYYY-MM-DD (Madrid), both included; "" leaves that end open
	Before     *FallKey
	Limit      int // 0 for all of them
}

// ListFalls returns the falls q chooses, newest first, and whether more remain after them (with a Limit).
// Voided falls and those of deleted residents are left out.
func (s *Store) ListFalls(ctx context.Context, q FallQuery) ([]Fall, bool, error) {
	query := `SELECT ` + fallColumns + fallFrom + ` WHERE f.voided_at IS NULL AND r.deleted_at IS NULL`
	var args []any
	if q.ResidentID != "" {
		query += ` AND f.resident_id = ?`
		args = append(args, q.ResidentID)
	}
	if q.From != "" {
		query += ` AND f.day >= ?`
		args = append(args, q.From)
	}
	if q.To != "" {
		query += ` AND f.day <= ?`
		args = append(args, q.To)
	}
	if b := q.Before; b != nil {
		query += ` AND (f.at, f.created_at, f.id) < (?, ?, ?)`
		args = append(args, b.At, b.CreatedAt, b.ID)
	}
	query += ` ORDER BY f.at DESC, f.created_at DESC, f.id DESC`
	if q.Limit > 0 {
		query += ` LIMIT ?`
		args = append(args, q.Limit+1)
	}
	out, err := queryAll(ctx, s.reader, scanFall, query, args...)
	if err != nil {
		return nil, false, fmt.Errorf("list falls: %w", err)
	}
	if q.Limit > 0 && len(out) > q.Limit {
		return out[:q.Limit], true, nil
	}
	return out, false, nil
}

// FallKeyOf is where a fall of the resident (any resident's with residentID "") sits in the lists; a voided one
// keeps its place, so that a page that ended on it can still be followed.
func (s *Store) FallKeyOf(ctx context.Context, residentID, id string) (FallKey, error) {
	var k FallKey
	err := s.reader.QueryRowContext(ctx, `SELECT at, created_at, id FROM falls WHERE id = ?1 AND (?2 = '' OR resident_id = ?2)`,
		id, residentID).Scan(&k.At, &k.CreatedAt, &k.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return FallKey{}, ErrNotFound
	}
	if err != nil {
		return FallKey{}, fmt.Errorf("fall key: %w", err)
	}
	return k, nil
}

// FallsBetween returns the falls in force that happened in [from, to), oldest first, of residents not deleted.
func (s *Store) FallsBetween(ctx context.Context, from, to time.Time) ([]Fall, error) {
	out, err := queryAll(ctx, s.reader, scanFall, `SELECT `+fallColumns+fallFrom+`
		WHERE f.voided_at IS NULL AND r.deleted_at IS NULL AND f.at >= ? AND f.at < ? ORDER BY f.at, f.created_at`,
		formatTime(from), formatTime(to))
	if err != nil {
		return nil, fmt.Errorf("falls between: %w", err)
	}
	return out, nil
}

// IncidentsWithFalls are the incidents that ever made a fall (voided since or not): what they say is the
// fall's to tell.
func (s *Store) IncidentsWithFalls(ctx context.Context) (map[string]bool, error) {
	return querySet(ctx, s.reader, func(row rowScanner) (string, error) {
		var id string
		return id, row.Scan(&id)
	}, `SELECT DISTINCT incident_id FROM falls WHERE incident_id IS NOT NULL`)
}

// CreateFall saves a fall for a resident in the home, signed by the actor, with what it sets off in the same
// transaction: its alert (unless the incident it names already opened one: one fall, one alert), and with
// injury grave the care plan's review (TriggerFallGrave). alert's source and notice's tag are completed with the
// fall's id. It answers the fall and the id of the alert it opened ("" when none). A fall that names no incident
// and is not confirmed as another one (anotherFall) is refused with a *NearbyFallError when the resident has a
// fall in force within FallNearbyWindow: the same fall, most likely, to complete rather than count twice.
func (s *Store) CreateFall(ctx context.Context, actor Actor, in FallInput, alert *RecordAlert, anotherFall bool) (Fall, string, error) {
	id := newID()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "fall", EntityID: id, ResidentID: in.ResidentID}
	if in.IncidentID != "" {
		entry.Detail = map[string]any{"incidentId": in.IncidentID}
	}
	opened := ""
	err := s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, in.ResidentID); err != nil {
			return err
		}
		if in.IncidentID != "" {
			if err := checkFallIncident(ctx, tx, in.ResidentID, in.IncidentID); err != nil {
				return err
			}
		} else if !anotherFall {
			near, err := nearbyFall(ctx, tx, in.ResidentID, in.At, false)
			if err != nil {
				return err
			}
			if near != nil {
				return near
			}
		}
		now := s.nowText()
		if err := insertFall(ctx, tx, id, in, actor, now); err != nil {
			return err
		}
		if err := fallGraveTrigger(ctx, tx, now, id, in); err != nil {
			return err
		}
		if alert == nil {
			return nil
		}
		if in.IncidentID != "" {
			var told bool
			if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM alerts WHERE source = ?)`,
				FallSource(in.IncidentID)).Scan(&told); err != nil || told {
				return err
			}
		}
		var err error
		opened, err = s.openRecordAlert(ctx, tx, actor, id, withResident(alert, in.ResidentID))
		return err
	})
	if err != nil {
		return Fall{}, "", err
	}
	f, err := s.FallByID(ctx, id)
	return f, opened, err
}

// checkFallIncident: the incident is the resident's, not deleted, and has no fall in force yet.
func checkFallIncident(ctx context.Context, tx *sql.Tx, residentID, incidentID string) error {
	var ok, taken bool
	err := tx.QueryRowContext(ctx, `SELECT
			EXISTS (SELECT 1 FROM incidents WHERE id = ?1 AND resident_id = ?2 AND deleted_at IS NULL),
			EXISTS (SELECT 1 FROM falls WHERE incident_id = ?1 AND voided_at IS NULL)`, incidentID, residentID).Scan(&ok, &taken)
	switch {
	case err != nil:
		return fmt.Errorf("check the fall's incident: %w", err)
	case !ok:
		return ErrFallIncidentUnknown
	case taken:
		return ErrIncidentHasFall
	}
	return nil
}

// insertFall writes a new fall in tx, saved at now.
func insertFall(ctx context.Context, tx *sql.Tx, id string, in FallInput, actor Actor, now string) error {
	intrinsic, extrinsic, err := factorsJSON(in)
	if err != nil {
		return err
	}
	var familyName, familyAt, incident any
	if in.Family != nil {
		familyName, familyAt = in.Family.Name, formatTime(in.Family.At)
	}
	if in.IncidentID != "" {
		incident = in.IncidentID
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO falls (id, resident_id, at, day, place, activity, witnessed, found_on_floor,
			intrinsic, extrinsic, injury, injury_detail, restraint_in_use, psychotropics, actions, doctor_informed, family_name,
			family_at, incident_id, created_by, created_by_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, in.ResidentID, formatTime(in.At), in.Day, in.Place, in.Activity, in.Witnessed, in.FoundOnFloor, intrinsic,
		extrinsic, in.Injury, in.InjuryDetail, in.RestraintInUse, in.Psychotropics, in.Actions, in.DoctorInformed,
		familyName, familyAt, incident, actor.UserID, actor.Name, now)
	if err != nil {
		return fmt.Errorf("insert fall: %w", err)
	}
	return nil
}

// fallGraveTrigger: a new fall with injury grave makes the care plan due at once (DESIGN 14), in its transaction.
func fallGraveTrigger(ctx context.Context, tx *sql.Tx, now, id string, in FallInput) error {
	if in.Injury != InjuryGrave {
		return nil
	}
	return insertReviewTrigger(ctx, tx, now, in.ResidentID, TriggerFallGrave, id, fallTriggerDetail(in))
}

// fallTriggerDetail is what the care plan's review says of a fall with injury grave.
func fallTriggerDetail(in FallInput) string {
	return strings.TrimSpace("Caída con lesión grave el " + spanishDay(in.Day) + ": " + in.InjuryDetail)
}

func factorsJSON(in FallInput) (string, string, error) {
	list := func(keys []string) (string, error) {
		if keys == nil {
			keys = []string{}
		}
		raw, err := json.Marshal(keys)
		return string(raw), err
	}
	intrinsic, err := list(in.Intrinsic)
	if err != nil {
		return "", "", err
	}
	extrinsic, err := list(in.Extrinsic)
	return intrinsic, extrinsic, err
}

// UpdateFall saves a fall as completed or corrected (from the falls tab): it stays with its resident, its
// incident and the medication it read when it was saved; the audit row keeps what it replaced. Injury that
// becomes grave makes the care plan due; injury no longer grave cancels that.
func (s *Store) UpdateFall(ctx context.Context, actor Actor, id string, in FallInput) (Fall, error) {
	before, err := s.FallByID(ctx, id)
	if err != nil {
		return Fall{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "fall", EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]any{"before": before}}
	in.ResidentID, in.IncidentID, in.Psychotropics = before.ResidentID, before.IncidentID, before.Psychotropics
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		intrinsic, extrinsic, err := factorsJSON(in)
		if err != nil {
			return err
		}
		var familyName, familyAt any
		if in.Family != nil {
			familyName, familyAt = in.Family.Name, formatTime(in.Family.At)
		}
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `UPDATE falls SET at = ?, day = ?, place = ?, activity = ?, witnessed = ?,
				found_on_floor = ?, intrinsic = ?, extrinsic = ?, injury = ?, injury_detail = ?, restraint_in_use = ?,
				actions = ?, doctor_informed = ?, family_name = ?, family_at = ?, updated_by = ?, updated_by_name = ?,
				updated_at = ?
			WHERE id = ? AND voided_at IS NULL`,
			formatTime(in.At), in.Day, in.Place, in.Activity, in.Witnessed, in.FoundOnFloor, intrinsic, extrinsic, in.Injury,
			in.InjuryDetail, in.RestraintInUse, in.Actions, in.DoctorInformed, familyName, familyAt, actor.UserID, actor.Name,
			now, id)
		if err != nil {
			return fmt.Errorf("update fall: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, ErrFallVoided)
		}
		switch {
		case in.Injury == InjuryGrave && before.Injury != InjuryGrave:
			return insertReviewTrigger(ctx, tx, now, before.ResidentID, TriggerFallGrave, id, fallTriggerDetail(in))
		case in.Injury != InjuryGrave && before.Injury == InjuryGrave:
			return cancelReviewTrigger(ctx, tx, id, now)
		}
		return nil
	})
	if err != nil {
		return Fall{}, err
	}
	return s.FallByID(ctx, id)
}

// VoidFall voids a fall entered by mistake, with the reason: the row stays, out of every list and figure; the
// care plan's review it set off is cancelled. Its alert stays for people to acknowledge.
func (s *Store) VoidFall(ctx context.Context, actor Actor, id, reason string) (Fall, error) {
	before, err := s.FallByID(ctx, id)
	if err != nil {
		return Fall{}, err
	}
	entry := AuditEntry{Actor: actor, Action: "void", Entity: "fall", EntityID: id, ResidentID: before.ResidentID,
		Detail: map[string]any{"reason": reason}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, before.ResidentID); err != nil {
			return err
		}
		return voidFallInTx(ctx, tx, id, actor, reason, s.nowText())
	})
	if err != nil {
		return Fall{}, err
	}
	return s.FallByID(ctx, id)
}

// voidFallInTx marks the fall voided and cancels the review it set off.
func voidFallInTx(ctx context.Context, tx *sql.Tx, id string, actor Actor, reason, now string) error {
	res, err := tx.ExecContext(ctx, `UPDATE falls SET voided_at = ?, voided_by = ?, void_reason = ? WHERE id = ? AND voided_at IS NULL`,
		now, actor.UserID, reason, id)
	if err != nil {
		return fmt.Errorf("void fall: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errors.Join(err, ErrFallVoided)
	}
	return cancelReviewTrigger(ctx, tx, id, now)
}
