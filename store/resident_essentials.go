package store

import "database/sql"

// Essentials are a resident's clinical essentials (issue 29, DESIGN 16): what a night nurse, the downtime pack and
// a hospital transfer need first. Every field is optional; the zero value is "not recorded".
type Essentials struct {
	CodeStatus        CodeStatus // "" when not recorded
	AdvanceDirectives AdvanceDirectives
	Diet              string // free text: «diabética, sin sal»
	IDDSILevel        *int   // 0 (thin) to 7 (regular), the texture of food and drink; nil when not recorded
	MobilityAid       string // one of MobilityAids, or ""
	Isolation         string // free text: «contacto (SARM)»
}

// CodeStatus is what is to be done if the resident's heart stops, as agreed with them or their representative.
type CodeStatus string

// The code statuses (the column's check in sql/00034).
const (
	CodeStatusResuscitate  CodeStatus = "rcp"
	CodeStatusNoCPR        CodeStatus = "no-rcp"
	CodeStatusNoIntubation CodeStatus = "no-intubar"
	CodeStatusNoTransfer   CodeStatus = "no-trasladar"
	CodeStatusComfort      CodeStatus = "confort"
)

// CodeStatuses lists them in the order the form offers them.
var CodeStatuses = []CodeStatus{CodeStatusResuscitate, CodeStatusNoCPR, CodeStatusNoIntubation, CodeStatusNoTransfer, CodeStatusComfort}

// MobilityAids are the aids the form offers (the column's check in sql/00034).
var MobilityAids = []string{"ninguna", "baston", "muletas", "andador", "silla-ruedas", "grua", "encamado"}

// AdvanceDirectives are the resident's «instrucciones previas»: whether they are registered, since when, where the
// document is held and the representative it names.
type AdvanceDirectives struct {
	Registered     bool
	Date           string // YYYY-MM-DD, or ""
	Location       string
	Representative string
}

// essentialsColumns follow residentColumns, in the order scanEssentials reads them.
const essentialsColumns = `COALESCE(r.code_status, ''), r.directives_registered, COALESCE(r.directives_date, ''),
	r.directives_location, r.directives_representative, r.diet, r.iddsi_level, r.mobility_aid, r.isolation`

// essentialsScan holds the columns of essentialsColumns while a row is read.
type essentialsScan struct {
	e     Essentials
	code  string
	iddsi sql.NullInt64
}

func (s *essentialsScan) targets() []any {
	d := &s.e.AdvanceDirectives
	return []any{&s.code, &d.Registered, &d.Date, &d.Location, &d.Representative, &s.e.Diet, &s.iddsi, &s.e.MobilityAid,
		&s.e.Isolation}
}

func (s *essentialsScan) essentials() Essentials {
	e := s.e
	e.CodeStatus = CodeStatus(s.code)
	if s.iddsi.Valid {
		level := int(s.iddsi.Int64)
		e.IDDSILevel = &level
	}
	return e
}

// essentialsInsert are the columns an INSERT gives them, with essentialsPlaceholders.
const (
	essentialsInsert = `code_status, directives_registered, directives_date, directives_location, directives_representative,
	diet, iddsi_level, mobility_aid, isolation`
	essentialsPlaceholders = `?, ?, ?, ?, ?, ?, ?, ?, ?`
)

// essentialsValues are the values of essentialsSet's placeholders, and of essentialsInsert's.
func essentialsValues(e Essentials) []any {
	d := e.AdvanceDirectives
	return []any{nullable(string(e.CodeStatus)), d.Registered, nullable(d.Date), d.Location, d.Representative, e.Diet,
		nullableNumber(e.IDDSILevel), e.MobilityAid, e.Isolation}
}

// essentialsSet is the SET clause of an update that saves them.
const essentialsSet = `code_status = ?, directives_registered = ?, directives_date = ?, directives_location = ?,
	directives_representative = ?, diet = ?, iddsi_level = ?, mobility_aid = ?, isolation = ?`
