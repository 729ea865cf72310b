package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// An incident marked as a fall (SPEC's incidents, isFall: true) makes its fall in the falls register in its own
// transaction, filled in from what the incident says, to be completed from the falls tab. Only the mark makes
// one: an incident that mentions a fall only in words ("se cayó") still opens the fall alert
// (server/alert_sources.go) but leaves the register, which inspectors count, to what staff marked or recorded.
// Unmarking the incident, or deleting it, voids its fall; marking it again makes a new one. When the resident
// already has a fall recorded on its own within FallNearbyWindow of the incident (the same fall told twice), the
// incident joins that fall instead of making another (linked_at), and unmarking or deleting it only unlinks it.

// Why a fall that followed its incident was voided.
const (
	voidIncidentUnmarked = "La incidencia ya no está marcada como caída."
	voidIncidentDeleted  = "Se eliminó la incidencia de la caída."
)

// followIncidentFall keeps an incident's fall in step with its mark (the Incidents kind's follow): in is the
// incident as saved, nil when it was deleted.
func followIncidentFall(ctx context.Context, s *Store, tx *sql.Tx, actor Actor, id string, in *RecordInput[Incident], now string) error {
	var fallID, residentID string
	var linked bool
	err := tx.QueryRowContext(ctx, `SELECT id, resident_id, linked_at IS NOT NULL FROM falls WHERE incident_id = ? AND voided_at IS NULL`, id).
		Scan(&fallID, &residentID, &linked)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("the incident's fall: %w", err)
	}
	switch {
	case fallID != "" && linked && (in == nil || !in.Data.IsFall):
		if _, err := tx.ExecContext(ctx, `UPDATE falls SET incident_id = NULL, linked_at = NULL WHERE id = ?`, fallID); err != nil {
			return fmt.Errorf("unlink the incident's fall: %w", err)
		}
		return s.insertFollowAudit(ctx, tx, actor, "update", fallID, residentID, map[string]any{"incidentId": id, "unlinked": true})
	case fallID != "" && (in == nil || !in.Data.IsFall):
		reason := voidIncidentDeleted
		if in != nil {
			reason = voidIncidentUnmarked
		}
		if err := voidFallInTx(ctx, tx, fallID, actor, reason, now); err != nil {
			return err
		}
		return s.insertFollowAudit(ctx, tx, actor, "void", fallID, residentID, map[string]any{"incidentId": id, "reason": reason})
	case fallID == "" && in != nil && in.Data.IsFall:
		var residentID string
		if err := tx.QueryRowContext(ctx, `SELECT resident_id FROM incidents WHERE id = ?`, id).Scan(&residentID); err != nil {
			return fmt.Errorf("the incident's resident: %w", err)
		}
		f, err := fallFromIncident(ctx, tx, residentID, id, in.Date, in.Time, in.Data)
		if err != nil {
			return err
		}
		near, err := nearbyFall(ctx, tx, residentID, f.At, true)
		if err != nil {
			return err
		}
		if near != nil {
			if _, err := tx.ExecContext(ctx, `UPDATE falls SET incident_id = ?, linked_at = ? WHERE id = ?`, id, now, near.ID); err != nil {
				return fmt.Errorf("link the incident to its fall: %w", err)
			}
			return s.insertFollowAudit(ctx, tx, actor, "update", near.ID, residentID, map[string]any{"incidentId": id, "linked": true})
		}
		fallID := newID()
		if err := insertFall(ctx, tx, fallID, f, actor, now); err != nil {
			return err
		}
		if err := fallGraveTrigger(ctx, tx, now, fallID, f); err != nil {
			return err
		}
		return s.insertFollowAudit(ctx, tx, actor, "create", fallID, residentID, map[string]any{"incidentId": id})
	}
	return nil
}

// insertFollowAudit writes the audit row of a fall changed by its incident, in the incident's transaction.
func (s *Store) insertFollowAudit(ctx context.Context, tx *sql.Tx, actor Actor, action, fallID, residentID string, detail any) error {
	return s.insertAudit(ctx, tx, AuditEntry{Actor: actor, Action: action, Entity: "fall", EntityID: fallID,
		ResidentID: residentID, Detail: detail, Outcome: OutcomeAllowed})
}

// fallFromIncident is the fall an incident marked as a fall records: when it says; where, from the first place
// its text names ("Sin indicar" when none); what the resident was doing, as its situation tells; found on the
// floor when it says so; the injury it states (none unless a word for one appears, not denied: "sin
// heridas"); whether the doctor and a relative were called; what was done; the restraint in use and the
// Kardex's psychotropic or new medication at that time. Seen falling is left unticked.
func fallFromIncident(ctx context.Context, tx *sql.Tx, residentID, incidentID, date, clock string, d Incident) (FallInput, error) {
	at, err := time.ParseInLocation("2006-01-02 15:04", date+" "+orZero(clock), demoZone)
	if err != nil {
		return FallInput{}, fmt.Errorf("the incident's time: %w", err)
	}
	text := Normalize(d.Situation + " " + d.Observations)
	f := FallInput{ResidentID: residentID, At: at, Day: date, Place: incidentPlace(text), Activity: clip(d.Situation, 2000),
		FoundOnFloor: mentions(text, "encontrad", "encontro", "hallad", "en el suelo", "tendid"), Injury: InjuryNone,
		Intrinsic: []string{}, Extrinsic: []string{}, DoctorInformed: d.CalledDoctor, IncidentID: incidentID}
	if injury := incidentInjury(text); injury != InjuryNone {
		f.Injury, f.InjuryDetail = injury, clip("Según la incidencia: "+d.Situation, 2000)
	}
	var actions []string
	for _, part := range [][2]string{{"Médico: ", d.DoctorResponse}, {"Familia: ", d.RelativeResponse},
		{"Otra intervención: ", d.OtherResponse}, {"Observaciones: ", d.Observations}} {
		if strings.TrimSpace(part[1]) != "" {
			actions = append(actions, part[0]+strings.TrimSpace(part[1]))
		}
	}
	f.Actions = clip(strings.Join(actions, "\n"), 2000)
	if d.CalledRelative {
		f.Family = &FallFamily{Name: "Familiar (según la incidencia)", At: at}
	}
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM restraints WHERE resident_id = ? AND start_date <= ?
			AND (ended_at IS NULL OR ended_at > ?))`, residentID, date, formatTime(at)).Scan(&f.RestraintInUse); err != nil {
		return FallInput{}, fmt.Errorf("restraint in use: %w", err)
	}
	meds, err := fallMedications(ctx, tx, residentID, at, date)
	if err != nil {
		return FallInput{}, err
	}
	f.Psychotropics = FallMedicationsText(meds)
	return f, nil
}

func orZero(clock string) string {
	if clock == "" {
		return "00:00"
	}
	return clock
}

// clip cuts text to at most n characters.
func clip(text string, n int) string {
	text = strings.TrimSpace(text)
	if r := []rune(text); len(r) > n {
		return string(r[:n])
	}
	return text
}

// incidentPlaces are the places a folded text may name, with the words that name them.
var incidentPlaces = []struct {
	place string
	words []string
}{
	{"Baño", []string{"bano", "ducha", "aseo", "inodoro", "vater", "wc"}},
	{"Habitación", []string{"habitacion", "cama", "dormitorio", "mesilla"}},
	{"Comedor", []string{"comedor"}},
	{"Pasillo", []string{"pasillo"}},
	{"Sala común", []string{"sala", "salon"}},
	{"Exterior", []string{"jardin", "terraza", "patio", "exterior", "calle"}},
}

// placeUnknown is the place of a fall whose incident named none: to complete from the falls tab.
const placeUnknown = "Sin indicar"

// incidentPlace is the place the text names first.
func incidentPlace(text string) string {
	words := strings.FieldsFunc(text, func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') })
	for _, w := range words {
		for _, p := range incidentPlaces {
			for _, name := range p.words {
				if w == name || w == name+"s" {
					return p.place
				}
			}
		}
	}
	return placeUnknown
}

// Words that state an injury, once folded: a grave one (fracture, head injury) or a mild one.
var (
	graveInjuryWords = []string{"fractura", "traumatismo craneal", "traumatismo craneoencefalico", "tce", "golpe en la cabeza",
		"perdida de conocimiento", "inconsciente"}
	mildInjuryWords = []string{"herida", "hematoma", "contusion", "erosion", "brecha", "sangr", "chichon", "rasguno",
		"magulladura", "aranazo"}
)

// incidentInjury is the injury the text states: grave, else leve, else ninguna.
func incidentInjury(text string) string {
	switch {
	case statesAny(text, graveInjuryWords):
		return InjuryGrave
	case statesAny(text, mildInjuryWords):
		return InjuryMild
	}
	return InjuryNone
}

// statesAny: one of the words appears in text and is not denied by a "sin", "no" or "ni" shortly before it.
func statesAny(text string, words []string) bool {
	for _, w := range words {
		for from := 0; ; {
			i := strings.Index(text[from:], w)
			if i < 0 {
				break
			}
			i += from
			if (i == 0 || !isLetter(text[i-1])) && !denied(text[:i]) {
				return true
			}
			from = i + len(w)
		}
	}
	return false
}

func isLetter(b byte) bool { return 'a' <= b && b <= 'z' }

// denied: the words just before a mention (up to three) include a negation.
func denied(before string) bool {
	words := strings.Fields(before)
	for i := len(words) - 1; i >= 0 && i >= len(words)-3; i-- {
		switch strings.Trim(words[i], ".,;:") {
		case "sin", "no", "ni", "descarta", "descartada", "descartado":
			return true
		}
	}
	return false
}

// mentions: text contains one of the words.
func mentions(text string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// safetyRegistersMigration is the migration that adds the falls register (sql/00032_safety_registers.sql).
const safetyRegistersMigration = 32

// carryOverIncidentFalls gives every incident marked as a fall before the falls register existed (not deleted,
// with no fall yet) its fall, as one marked now would make, dated and signed as the incident was: run once, in
// one transaction, by the Open that applies migration 32 to a home's existing records. It is part of that
// migration, so like the rest of it it writes no audit row (the audit tells what people did; the incident's own
// row tells who recorded the fall). Their alerts were opened with the incidents; the care plan's review, a rule
// the register brings, is not set off by history.
func (s *Store) carryOverIncidentFalls(ctx context.Context) error {
	incidents, err := readRecords(ctx, s.reader, Incidents, Incidents.selectSQL()+` AND is_fall = 1
		AND NOT EXISTS (SELECT 1 FROM falls f WHERE f.incident_id = incidents.id) ORDER BY record_date, record_time, created_at`)
	if err != nil || len(incidents) == 0 {
		return err
	}
	tx, err := s.beginWrite(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	for _, r := range incidents {
		f, err := fallFromIncident(ctx, tx, r.ResidentID, r.ID, r.Date, r.Time, r.Data)
		if err == nil {
			err = insertFall(ctx, tx, newID(), f, Actor{UserID: r.CreatedBy, Name: r.CreatedByName}, formatTime(r.CreatedAt))
		}
		if err != nil {
			return fmt.Errorf("carry over the fall of incident %s: %w", r.ID, err)
		}
	}
	return tx.Commit()
}
