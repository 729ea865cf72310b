package server

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// Bowels and continence (DESIGN 15): stools with the Bristol scale (1-7), continence episodes and pad changes;
// an entry may be only an episode or a pad change (no Bristol). The daily care record's diaper change is a pad
// change here too (store/bowel.go): it is listed with careRecordId and corrected on the care record. Three days
// (72 hours) without a stool opens the bowel alert, once per episode: per last stool (daily_registers_checks.go);
// a resident who never had a stool recorded is not watched.

const (
	minBristol = 1
	maxBristol = 7
	// noStoolAfter: this long since the last stool opens the bowel alert.
	noStoolAfter = 72 * time.Hour
)

type bowelJSON struct {
	ID            string    `json:"_id"`
	ResidentID    string    `json:"residentId"`
	At            string    `json:"at"`
	Bristol       *int      `json:"bristol"`
	Continent     bool      `json:"continent"`
	PadChange     bool      `json:"padChange"`
	Note          string    `json:"note"`
	CareRecordID  *string   `json:"careRecordId"`
	CreatedBy     string    `json:"createdBy"`
	CreatedByName string    `json:"createdByName"`
	CreatedAt     string    `json:"createdAt"`
	Voided        *voidJSON `json:"voided"`
}

func toBowelJSON(b store.BowelRecord) bowelJSON {
	out := bowelJSON{ID: b.ID, ResidentID: b.ResidentID, At: rfc3339UTC(b.At), Bristol: b.Bristol, Continent: b.Continent,
		PadChange: b.PadChange, Note: b.Note, CreatedBy: b.CreatedBy, CreatedByName: b.CreatedByName,
		CreatedAt: rfc3339UTC(b.CreatedAt), Voided: toVoidJSON(b.Voided)}
	if b.CareRecordID != "" {
		id := b.CareRecordID
		out.CareRecordID = &id
	}
	return out
}

// listBowel: GET /bowel?residentId=&from=&to=&limit=&before= -> the resident's entries, newest first.
func (s *Server) listBowel(c echo.Context) error {
	r, err := s.registerResident(c, c.QueryParam("residentId"))
	if err != nil {
		return err
	}
	q := store.BowelQuery{ResidentID: r.ID, From: strings.TrimSpace(c.QueryParam("from")), To: strings.TrimSpace(c.QueryParam("to"))}
	v := newValidation()
	v.date(q.From, "from")
	v.date(q.To, "to")
	v.check(q.From == "" || q.To == "" || q.From <= q.To, "to", "La fecha final no puede ser anterior a la inicial.")
	if err := v.err(); err != nil {
		return err
	}
	if q.Page, err = entryPage(c); err != nil {
		return err
	}
	list, more, err := s.store.BowelRecords(c.Request().Context(), q)
	if err != nil {
		return pageError(err)
	}
	if err := s.auditRead(c, "bowel", "", r.ID); err != nil {
		return err
	}
	out := make([]bowelJSON, len(list))
	for i, b := range list {
		out[i] = toBowelJSON(b)
	}
	if len(list) > 0 {
		setNextCursor(c, more, list[len(list)-1].ID)
	}
	return c.JSON(http.StatusOK, out)
}

// addBowelRecord: POST /bowel {residentId, at, bristol, continent, padChange, note} -> 201 the entry. Without a
// Bristol it is a continence episode (continent false) or a pad change; continent is true when left out.
func (s *Server) addBowelRecord(c echo.Context) error {
	var body struct {
		ResidentID string `json:"residentId"`
		At         string `json:"at"`
		Bristol    *int   `json:"bristol"`
		Continent  *bool  `json:"continent"`
		PadChange  bool   `json:"padChange"`
		Note       string `json:"note"`
	}
	if err := decode(c, &body); err != nil {
		return err
	}
	resident, note := strings.TrimSpace(body.ResidentID), strings.TrimSpace(body.Note)
	continent := body.Continent == nil || *body.Continent
	v := newValidation()
	v.required(resident, "residentId", "El residente es requerido.")
	at := entryAt(v, body.At, s.store.Now())
	if body.Bristol != nil {
		v.check(*body.Bristol >= minBristol && *body.Bristol <= maxBristol, "bristol", "El tipo de Bristol va del 1 al 7.")
	} else {
		v.check(!continent || body.PadChange, "bristol", "Indica el tipo de Bristol, o marca el episodio de incontinencia o el cambio de pañal.")
	}
	v.maxLen(note, longText, "note")
	if err := v.err(); err != nil {
		return err
	}
	b, err := s.store.AddBowelRecord(c.Request().Context(), actorOf(c), store.BowelRecord{ResidentID: resident, At: at,
		Bristol: body.Bristol, Continent: continent, PadChange: body.PadChange, Note: note})
	if err != nil {
		return registerStoreError(err)
	}
	s.changed(c, resourceBowel)
	return c.JSON(http.StatusCreated, toBowelJSON(b))
}

// voidBowelRecord: POST /bowel/:id/void {reason} -> the entry, voided; a care record's pad change is corrected
// on the care record (409).
func (s *Server) voidBowelRecord(c echo.Context) error {
	ctx := c.Request().Context()
	b, err := s.store.BowelRecordByID(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	if err := alreadyVoided(b.Voided); err != nil {
		return err
	}
	if b.CareRecordID != "" {
		return registerStoreError(store.ErrFromCareRecord)
	}
	reason, err := s.voidReason(c, b.CreatedBy, b.CreatedAt)
	if err != nil {
		return err
	}
	if b, err = s.store.VoidBowelRecord(ctx, actorOf(c), b.ID, reason); err != nil {
		return registerStoreError(err)
	}
	s.changed(c, resourceBowel)
	return c.JSON(http.StatusOK, toBowelJSON(b))
}

// noStoolAlert is the alert of three days without a stool, one per last stool.
func noStoolAlert(l store.LastStool, now time.Time) store.AlertInput {
	days := int(now.Sub(l.At) / (24 * time.Hour))
	return store.AlertInput{Source: "bowel:" + l.ResidentID + ":" + l.StoolID, ResidentID: l.ResidentID, Kind: alertBowel,
		Severity: severityMedium, Title: "Sin deposiciones",
		Detail: "La última deposición registrada fue " + spanishMoment(l.At, now) + " (hace " + strconv.Itoa(days) + " días)."}
}
