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

// FallNearbyWindow: two falls of a resident this close in time may be one fall told twice (from the falls tab
// and by an incident marked as a fall, or by two people).
const FallNearbyWindow = 2 * time.Hour

// NearbyFallError: a new fall, not confirmed as another one, is within FallNearbyWindow of a fall in force of
// the same resident (At, FromIncident when an incident made or joined it).
type NearbyFallError struct {
	ID           string
	At           time.Time
	FromIncident bool
}

func (e *NearbyFallError) Error() string {
	return "store: a fall of the resident near that time: " + e.ID
}

// nearbyFall finds a resident's fall in force within FallNearbyWindow of at (the closest); nil with none.
// withoutIncident keeps to the falls no incident made or joined.
func nearbyFall(ctx context.Context, tx *sql.Tx, residentID string, at time.Time, withoutIncident bool) (*NearbyFallError, error) {
	var id, when string
	var incident sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT id, at, incident_id FROM falls
		WHERE resident_id = ? AND voided_at IS NULL AND at BETWEEN ? AND ? AND (? = 0 OR incident_id IS NULL)
		ORDER BY abs(unixepoch(at) - unixepoch(?)) LIMIT 1`,
		residentID, formatTime(at.Add(-FallNearbyWindow)), formatTime(at.Add(FallNearbyWindow)), withoutIncident,
		formatTime(at)).Scan(&id, &when, &incident)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("nearby fall: %w", err)
	}
	return &NearbyFallError{ID: id, At: parseTime(when), FromIncident: incident.Valid}, nil
}

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

// FallMedication is an entry of the Kardex a fall's form shows: a psychotropic (ATC N05, N06) or one started
// within FallNewMedicationDays before the fall.
type FallMedication struct {
	Name, Dose, ATCCode, StartDate string
	Psychotropic, New              bool
}

// FallNewMedicationDays: a Kardex entry started this many days before a fall, or fewer, is new medication.
const FallNewMedicationDays = 14

// FallContext is what a fall's form starts from: the resident's restraints in use and the Kardex's
// psychotropic or new medication at the time of the fall.
type FallContext struct {
	Restraints  []Restraint
	Medications []FallMedication
}

// FallContextAt reads what the form of a fall of the resident at that instant (day its Madrid date) starts from.
func (s *Store) FallContextAt(ctx context.Context, residentID string, at time.Time, day string) (FallContext, error) {
	restraints, err := queryAll(ctx, s.reader, scanRestraint, `SELECT `+restraintColumns+restraintFrom+`
		WHERE t.resident_id = ? AND t.start_date <= ? AND (t.ended_at IS NULL OR t.ended_at > ?)
		ORDER BY t.start_date, t.created_at`, residentID, day, formatTime(at))
	if err != nil {
		return FallContext{}, fmt.Errorf("restraints in use: %w", err)
	}
	meds, err := fallMedications(ctx, s.reader, residentID, at, day)
	if err != nil {
		return FallContext{}, err
	}
	return FallContext{Restraints: restraints, Medications: meds}, nil
}

// fallMedications reads the Kardex entries in force on the day of the fall that are psychotropic or new.
func fallMedications(ctx context.Context, q querier, residentID string, at time.Time, day string) ([]FallMedication, error) {
	since := day
	if d, err := time.Parse(time.DateOnly, day); err == nil {
		since = d.AddDate(0, 0, -FallNewMedicationDays).Format(time.DateOnly)
	}
	out, err := queryAll(ctx, q, func(row rowScanner) (FallMedication, error) {
		var m FallMedication
		err := row.Scan(&m.Name, &m.Dose, &m.ATCCode, &m.StartDate)
		atc := strings.ToUpper(m.ATCCode)
		m.Psychotropic = strings.HasPrefix(atc, "N05") || strings.HasPrefix(atc, "N06")
		m.New = m.StartDate >= since && m.StartDate <= day
		return m, err
	}, `SELECT e.medication_name, e.dose, coalesce(m.atc_code, ''), e.start_date
		FROM kardex_entries e
		JOIN kardexes k ON k.id = e.kardex_id AND k.deleted_at IS NULL
		LEFT JOIN medications m ON m.id = e.medication_id AND e.medication_id <> ''
		WHERE e.resident_id = ?1 AND (e.removed_at IS NULL OR e.removed_at > ?2)
		  AND (e.start_date = '' OR e.start_date <= ?3) AND (e.end_date = '' OR e.end_date >= ?3)
		  AND (upper(coalesce(m.atc_code, '')) LIKE 'N05%' OR upper(coalesce(m.atc_code, '')) LIKE 'N06%'
		       OR (e.start_date >= ?4 AND e.start_date <= ?3))
		ORDER BY e.start_date DESC, e.medication_name`, residentID, formatTime(at), day, since)
	if err != nil {
		return nil, fmt.Errorf("fall medications: %w", err)
	}
	return out, nil
}

// FallMedicationsText is how a fall keeps its psychotropic or new medication: one line, each entry with why it
// is listed ("Lorazepam 1 mg (1 comprimido): psicótropo; Tramadol 50 mg: nuevo desde el 2026-11-12").
func FallMedicationsText(meds []FallMedication) string {
	parts := make([]string, 0, len(meds))
	for _, m := range meds {
		text := strings.TrimSpace(m.Name)
		if m.Dose != "" {
			text += " (" + m.Dose + ")"
		}
		var why []string
		if m.Psychotropic {
			why = append(why, "psicótropo")
		}
		if m.New {
			why = append(why, "nuevo desde el "+spanishDay(m.StartDate))
		}
		parts = append(parts, text+": "+strings.Join(why, ", "))
	}
	return strings.Join(parts, "; ")
}

// spanishDay writes YYYY-MM-DD as DD/MM/YYYY.
func spanishDay(day string) string {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return d.Format("02/01/2006")
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
