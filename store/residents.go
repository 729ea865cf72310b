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

var (
	// ErrUnknownArea: the area given for a resident does not exist.
	ErrUnknownArea = errors.New("store: unknown area")
	// ErrNotArchived: only an archived resident may be deleted.
	ErrNotArchived = errors.New("store: resident not archived")
)

// FamilyMember is one relative listed on the admission form.
type FamilyMember struct {
	Name         string `json:"name"`
	Relationship string `json:"relationship"`
	Contact      string `json:"contact"`
}

// MedicalEquipment is what the resident uses.
type MedicalEquipment struct {
	Wheelchair bool `json:"wheelchair"`
	Walker     bool `json:"walker"`
	Oxygen     bool `json:"oxygen"`
	Others     bool `json:"others"`
}

// EvaluationMethod is how the admission evaluation was made.
type EvaluationMethod struct {
	Observation     bool `json:"observation"`
	Interview       bool `json:"interview"`
	FileStudy       bool `json:"fileStudy"`
	FamilyInterview bool `json:"familyInterview"`
	OtherMethods    bool `json:"otherMethods"`
}

// Orientation is the resident's orientation in place, time and person.
type Orientation struct {
	Place  bool `json:"place"`
	Time   bool `json:"time"`
	Person bool `json:"person"`
}

// ResidentReceipt is how the resident arrived.
type ResidentReceipt struct {
	Wheelchair  bool `json:"wheelchair"`
	Walks       bool `json:"walks"`
	Ambulance   bool `json:"ambulance"`
	Accompanied bool `json:"accompanied"`
	Others      bool `json:"others"`
}

// PhysicalCondition is what was seen on arrival.
type PhysicalCondition struct {
	Bruises       bool `json:"bruises"`
	Ulcers        bool `json:"ulcers"`
	Injuries      bool `json:"injuries"`
	Cast          bool `json:"cast"`
	LaceratedSkin bool `json:"laceratedSkin"`
	Fungus        bool `json:"fungus"`
	Others        bool `json:"others"`
}

// ResidentDetails is the rest of the admission form, kept as one JSON document. Its JSON names are
// the API's (SPEC section 3).
type ResidentDetails struct {
	PlaceOfBirth            string            `json:"placeOfBirth"`
	Gender                  string            `json:"gender"`
	MaritalStatus           string            `json:"maritalStatus"`
	Religion                string            `json:"religion"`
	GuardianName            string            `json:"guardianName"`
	ResidentialAddress      string            `json:"residentialAddress"`
	MailingAddress          string            `json:"mailingAddress"`
	PhoneNumbers            string            `json:"phoneNumbers"`
	ContactEmail            string            `json:"contactEmail"`
	AdditionalFamilyMembers [2]FamilyMember   `json:"additionalFamilyMembers"`
	MedicalPlan             string            `json:"medicalPlan"`
	Supplement              string            `json:"supplement"`
	MedicalEquipment        MedicalEquipment  `json:"medicalEquipment"`
	OtherEquipmentText      string            `json:"otherEquipmentText"`
	Allergies               string            `json:"allergies"`
	Diagnosis               string            `json:"diagnosis"`
	EvaluationMethod        EvaluationMethod  `json:"evaluationMethod"`
	OtherMethodsText        string            `json:"otherMethodsText"`
	ExaminerRelationship    string            `json:"examinerRelationship"`
	InterviewDisposition    string            `json:"interviewDisposition"`
	Attention               string            `json:"attention"`
	ActivityLevel           string            `json:"activityLevel"`
	Orientation             Orientation       `json:"orientation"`
	ResidentReceipt         ResidentReceipt   `json:"residentReceipt"`
	AccompaniedBy           string            `json:"accompaniedBy"`
	OtherReceiptText        string            `json:"otherReceiptText"`
	PhysicalCondition       PhysicalCondition `json:"physicalCondition"`
	OtherConditionText      string            `json:"otherConditionText"`
	Comments                string            `json:"comments"`
	ReceivingEmployee       string            `json:"receivingEmployee"`
}

// Resident is a person who lives (or lived) in the home.
type Resident struct {
	ID             string
	Name           string
	SocialSecurity string
	DateOfBirth    string // YYYY-MM-DD
	AdmissionDate  string // YYYY-MM-DD
	Room           string
	AreaID         string
	AreaName       string
	PhotoID        string
	FamilyUserID   string
	FamilyUsername string
	Details        ResidentDetails
	HeightCm       *int // for the body mass index of the weights (issue 28); nil until someone records it
	Essentials     Essentials
	// HospitalSince is when the resident left for hospital, zero when they are in the home (hospital_stays.go).
	HospitalSince  time.Time
	HospitalReason string
	ArchivedAt     *time.Time
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// setTimes fills the times a row holds as text.
func (r *Resident) setTimes(archived sql.NullString, created, updated string) {
	r.ArchivedAt = nil
	if archived.Valid {
		t := parseTime(archived.String)
		r.ArchivedAt = &t
	}
	r.CreatedAt, r.UpdatedAt = parseTime(created), parseTime(updated)
}

// Archived reports whether the resident is in the archived list.
func (r Resident) Archived() bool { return r.ArchivedAt != nil }

// PhotoChange says what a save does to the photo; the zero value keeps it.
type PhotoChange struct {
	Remove bool
	New    *NewImage
}

// ResidentInput is what creating or updating a resident saves.
type ResidentInput struct {
	Name           string
	SocialSecurity string
	DateOfBirth    string
	AdmissionDate  string
	Room           string
	AreaID         string // "" for none
	Details        ResidentDetails
	HeightCm       *int // 50-250 cm, or nil: unknown
	Essentials     Essentials
	FamilyUsername string
	FamilyPassword string // required to create; on update "" keeps the current one
	Photo          PhotoChange
}

const residentColumns = `r.id, r.name, r.social_security, r.date_of_birth, r.admission_date, r.room,
	COALESCE(r.area_id, ''), COALESCE(a.name, ''), COALESCE(r.photo_id, ''), COALESCE(r.family_user_id, ''),
	COALESCE(u.username, ''), r.details, r.height_cm, r.archived_at, r.created_at, r.updated_at,
	COALESCE(h.left_at, ''), COALESCE(h.reason, ''), ` + essentialsColumns

const residentFrom = `residents r LEFT JOIN areas a ON a.id = r.area_id LEFT JOIN users u ON u.id = r.family_user_id
	LEFT JOIN hospital_stays h ON h.resident_id = r.id AND h.returned_at IS NULL`

func scanResident(row rowScanner) (Resident, error) {
	var r Resident
	var details, created, updated string
	var archived sql.NullString
	var height sql.NullInt64
	var essentials essentialsScan
	var hospitalSince string
	err := row.Scan(append([]any{&r.ID, &r.Name, &r.SocialSecurity, &r.DateOfBirth, &r.AdmissionDate, &r.Room, &r.AreaID,
		&r.AreaName, &r.PhotoID, &r.FamilyUserID, &r.FamilyUsername, &details, &height, &archived, &created, &updated,
		&hospitalSince, &r.HospitalReason},
		essentials.targets()...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return Resident{}, ErrNotFound
	}
	if err != nil {
		return Resident{}, fmt.Errorf("scan resident: %w", err)
	}
	if err := json.Unmarshal([]byte(details), &r.Details); err != nil {
		return Resident{}, fmt.Errorf("decode resident details: %w", err)
	}
	r.setTimes(archived, created, updated)
	if height.Valid {
		cm := int(height.Int64)
		r.HeightCm = &cm
	}
	r.Essentials = essentials.essentials()
	if hospitalSince != "" {
		r.HospitalSince = parseTime(hospitalSince)
	}
	return r, nil
}

func residentSearch(in ResidentInput) string {
	return Normalize(strings.Join([]string{in.Name, in.Room, in.SocialSecurity}, " "))
}

// ResidentByID returns a resident that was not deleted.
func (s *Store) ResidentByID(ctx context.Context, id string) (Resident, error) {
	return scanResident(s.reader.QueryRowContext(ctx,
		`SELECT `+residentColumns+` FROM `+residentFrom+` WHERE r.id = ? AND r.deleted_at IS NULL`, id))
}

// CreateResident admits a resident: the photo, the family account (when FamilyUsername is given) and the
// resident land together.
func (s *Store) CreateResident(ctx context.Context, actor Actor, in ResidentInput) (Resident, error) {
	details, err := json.Marshal(in.Details)
	if err != nil {
		return Resident{}, fmt.Errorf("encode details: %w", err)
	}
	id, now := newID(), s.nowText()
	entry := AuditEntry{Actor: actor, Action: "create", Entity: "resident", EntityID: id, ResidentID: id}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkArea(ctx, tx, in.AreaID); err != nil {
			return err
		}
		photoID, err := s.applyPhoto(ctx, tx, actor, in.Photo, nil)
		if err != nil {
			return err
		}
		familyID, err := s.createFamilyAccount(ctx, tx, in)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO residents (id, name, social_security, date_of_birth, admission_date, room, area_id, photo_id,
				family_user_id, details, height_cm, search, created_at, created_by, updated_at, updated_by, `+essentialsInsert+`)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, `+essentialsPlaceholders+`)`,
			append([]any{id, in.Name, in.SocialSecurity, in.DateOfBirth, in.AdmissionDate, in.Room, nullable(in.AreaID), photoID,
				nullable(familyID), string(details), nullableNumber(in.HeightCm), residentSearch(in), now, actor.UserID, now, actor.UserID},
				essentialsValues(in.Essentials)...)...)
		if err != nil {
			return fmt.Errorf("insert resident: %w", err)
		}
		return nil
	})
	if err != nil {
		return Resident{}, err
	}
	return s.ResidentByID(ctx, id)
}

// UpdateResident saves the admission form again; the audit row keeps what it replaced.
func (s *Store) UpdateResident(ctx context.Context, actor Actor, id string, in ResidentInput) (Resident, error) {
	before, err := s.ResidentByID(ctx, id)
	if err != nil {
		return Resident{}, err
	}
	newHash := ""
	if in.FamilyPassword != "" {
		if newHash, err = hashPassword(in.FamilyPassword); err != nil {
			return Resident{}, err
		}
	}
	details, err := json.Marshal(in.Details)
	if err != nil {
		return Resident{}, fmt.Errorf("encode details: %w", err)
	}
	entry := AuditEntry{Actor: actor, Action: "update", Entity: "resident", EntityID: id, ResidentID: id,
		Detail: map[string]any{"before": before, "familyPasswordChanged": newHash != ""}}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		if err := checkWritableResident(ctx, tx, id); err != nil {
			return err
		}
		if err := checkArea(ctx, tx, in.AreaID); err != nil {
			return err
		}
		current := nullable(before.PhotoID)
		photoID, err := s.applyPhoto(ctx, tx, actor, in.Photo, current)
		if err != nil {
			return err
		}
		if err := s.updateFamilyAccount(ctx, tx, id, before, in, newHash); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE residents SET name = ?, social_security = ?, date_of_birth = ?, admission_date = ?, room = ?,
				area_id = ?, photo_id = ?, details = ?, height_cm = ?, search = ?, updated_at = ?, updated_by = ?, `+essentialsSet+`
			WHERE id = ? AND deleted_at IS NULL`,
			append([]any{in.Name, in.SocialSecurity, in.DateOfBirth, in.AdmissionDate, in.Room, nullable(in.AreaID), photoID,
				string(details), nullableNumber(in.HeightCm), residentSearch(in), s.nowText(), actor.UserID},
				append(essentialsValues(in.Essentials), id)...)...)
		if err != nil {
			return fmt.Errorf("update resident: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return Resident{}, err
	}
	return s.ResidentByID(ctx, id)
}

// applyPhoto stores a new photo or drops the current one, and returns the photo id to keep.
func (s *Store) applyPhoto(ctx context.Context, tx *sql.Tx, actor Actor, change PhotoChange, current any) (any, error) {
	switch {
	case change.New != nil:
		return s.insertImage(ctx, tx, actor, *change.New)
	case change.Remove:
		return nil, nil
	}
	return current, nil
}

// createFamilyAccount makes the family's account when the input names one, and answers its id ("" for none).
func (s *Store) createFamilyAccount(ctx context.Context, tx *sql.Tx, in ResidentInput) (string, error) {
	if in.FamilyUsername == "" {
		return "", nil
	}
	hash, err := hashPassword(in.FamilyPassword)
	if err != nil {
		return "", err
	}
	id := newID()
	family := NewUser{Username: in.FamilyUsername, Name: "Familia de " + strings.TrimSpace(in.Name), Roles: []Role{RoleFamily}}
	return id, s.insertUser(ctx, tx, id, family, hash)
}

// updateFamilyAccount renames the family's account (refusing a new username that reads like another
// account's), and sets its new password when one was given. A resident admitted without an account gets one
// when the input names it.
func (s *Store) updateFamilyAccount(ctx context.Context, tx *sql.Tx, residentID string, before Resident, in ResidentInput, newHash string) error {
	userID := before.FamilyUserID
	if userID == "" {
		familyID, err := s.createFamilyAccount(ctx, tx, in)
		if err != nil || familyID == "" {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE residents SET family_user_id = ? WHERE id = ?`, familyID, residentID)
		if err != nil {
			return fmt.Errorf("link family account: %w", err)
		}
		return nil
	}
	if in.FamilyUsername != before.FamilyUsername {
		if err := checkNotLookalike(ctx, tx, in.FamilyUsername, userID); err != nil {
			return err
		}
	}
	name := "Familia de " + strings.TrimSpace(in.Name)
	_, err := tx.ExecContext(ctx, `UPDATE users SET username = ?, name = ?, search = ?, updated_at = ? WHERE id = ?`,
		in.FamilyUsername, name, userSearch(name, in.FamilyUsername), s.nowText(), userID)
	if err != nil {
		return fmt.Errorf("update family account: %w", err)
	}
	if newHash == "" {
		return nil
	}
	_, err = tx.ExecContext(ctx, `
		UPDATE users SET password_hash = ?, token_generation = token_generation + 1 WHERE id = ?`, newHash, userID)
	if err != nil {
		return fmt.Errorf("update family password: %w", err)
	}
	return nil
}

func checkArea(ctx context.Context, tx *sql.Tx, areaID string) error {
	if areaID == "" {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM areas WHERE id = ?`, areaID).Scan(&n); err != nil {
		return fmt.Errorf("check area: %w", err)
	}
	if n == 0 {
		return ErrUnknownArea
	}
	return nil
}

// ToggleArchive moves a resident between the active and archived lists.
func (s *Store) ToggleArchive(ctx context.Context, actor Actor, id string) (Resident, error) {
	before, err := s.ResidentByID(ctx, id)
	if err != nil {
		return Resident{}, err
	}
	action := "archive"
	if before.Archived() {
		action = "unarchive"
	}
	entry := AuditEntry{Actor: actor, Action: action, Entity: "resident", EntityID: id, ResidentID: id}
	err = s.write(ctx, entry, func(tx *sql.Tx) error {
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `
			UPDATE residents SET archived_at = CASE WHEN archived_at IS NULL THEN ? ELSE NULL END,
				updated_at = ?, updated_by = ?
			WHERE id = ? AND deleted_at IS NULL`, now, now, actor.UserID, id)
		if err != nil {
			return fmt.Errorf("toggle archive: %w", err)
		}
		return expectOne(res)
	})
	if err != nil {
		return Resident{}, err
	}
	return s.ResidentByID(ctx, id)
}

// DeleteResident hides an archived resident for good. The row stays as a tombstone and the audit log
// keeps the before-image; the family account can no longer sign in.
func (s *Store) DeleteResident(ctx context.Context, actor Actor, id string) error {
	before, err := s.ResidentByID(ctx, id)
	if err != nil {
		return err
	}
	if !before.Archived() {
		return ErrNotArchived
	}
	entry := AuditEntry{Actor: actor, Action: "delete", Entity: "resident", EntityID: id, ResidentID: id,
		Detail: map[string]any{"before": before}}
	return s.write(ctx, entry, func(tx *sql.Tx) error {
		now := s.nowText()
		res, err := tx.ExecContext(ctx, `
			UPDATE residents SET deleted_at = ?, deleted_by = ? WHERE id = ? AND deleted_at IS NULL AND archived_at IS NOT NULL`,
			now, actor.UserID, id)
		if err != nil {
			return fmt.Errorf("delete resident: %w", err)
		}
		if err := expectOne(res); err != nil {
			return err
		}
		if before.FamilyUserID == "" {
			return nil
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE users SET deactivated_at = ?, token_generation = token_generation + 1, updated_at = ? WHERE id = ?`,
			now, now, before.FamilyUserID)
		return err
	})
}

// AgeOn is the age in whole years on the given day, from a YYYY-MM-DD date of birth (-1 if unreadable).
func AgeOn(dateOfBirth string, day time.Time) int {
	born, err := time.Parse(time.DateOnly, dateOfBirth)
	if err != nil {
		return -1
	}
	age := day.Year() - born.Year()
	if day.Month() < born.Month() || (day.Month() == born.Month() && day.Day() < born.Day()) {
		age--
	}
	return age
}

// RoomUse is a room named on a resident's admission, and whether that resident still lives there.
type RoomUse struct {
	Room         string
	ResidentID   string
	ResidentName string
	Active       bool
}

// RoomUses lists every room ever named on an admission: the active residents' first, then the rooms
// former residents left.
func (s *Store) RoomUses(ctx context.Context) ([]RoomUse, error) {
	uses, err := queryAll(ctx, s.reader, func(row rowScanner) (RoomUse, error) {
		var u RoomUse
		err := row.Scan(&u.Room, &u.ResidentID, &u.ResidentName, &u.Active)
		return u, err
	}, `SELECT room, id, name, archived_at IS NULL AND deleted_at IS NULL AS active FROM residents WHERE room <> ''
		ORDER BY active DESC, room COLLATE NOCASE`)
	if err != nil {
		return nil, fmt.Errorf("room uses: %w", err)
	}
	return uses, nil
}
