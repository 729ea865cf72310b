package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"
)

// residentDirectory is the residents list of every resident not deleted, in memory: what the list filters,
// counts and orders by (id, normalised search text of name, room and number, date of birth, list and area)
// and what it shows (residentSummary). A page and its total cost the same with 50 residents or 10,000, and
// nothing is read from SQLite for them (issue 16); before, every request counted, searched and sorted every
// row with its admission document.
//
// It is read again whenever resident_list_version has moved: triggers move it in the transaction of every
// change of a resident's row and of an area's name (migrations 00018 and 00021), so a list is never
// answered from a directory older than the last committed change.
type residentDirectory struct {
	version int64
	entries []directoryEntry // in name order: search, then id
	// lists[archived][byAge] are the positions of the list's entries (active 0, archived 1) in its ascending
	// order: by name (search, then id) or by date of birth (then name). A page without other filters is a
	// slice of one.
	lists  [2][2][]int32
	text   string  // "\n" before each entry's search, in name order: one string to search at once
	starts []int32 // where each entry's "\n" is in text
	// grams are, for every three bytes in a row of some search text, the positions of the entries whose
	// text holds them, ascending: a search of three letters or more looks only at the entries holding its
	// rarest three (a few hundred of 10,000 for a surname).
	grams map[uint32][]int32
}

type directoryEntry struct {
	search string
	residentSummary
}

// residentSummary is what the list shows of a resident.
type residentSummary struct {
	id, name, socialSecurity, dateOfBirth, admissionDate, room, areaID, areaName, photoID string
	archivedAt                                                                            *time.Time
	createdAt, updatedAt                                                                  time.Time
}

func (e *directoryEntry) summary() Resident {
	return Resident{ID: e.id, Name: e.name, SocialSecurity: e.socialSecurity, DateOfBirth: e.dateOfBirth,
		AdmissionDate: e.admissionDate, Room: e.room, AreaID: e.areaID, AreaName: e.areaName, PhotoID: e.photoID,
		ArchivedAt: e.archivedAt, CreatedAt: e.createdAt, UpdatedAt: e.updatedAt}
}

// residentDirectory answers the directory of the last committed change, reading it again when needed.
func (s *Store) residentDirectory(ctx context.Context) (*residentDirectory, error) {
	var version int64
	if err := s.reader.QueryRowContext(ctx, `SELECT version FROM resident_list_version`).Scan(&version); err != nil {
		return nil, fmt.Errorf("resident list version: %w", err)
	}
	if d := s.directory.Load(); d != nil && d.version == version {
		return d, nil
	}
	s.directoryMu.Lock() // one reader reads it; the others wait for that one
	defer s.directoryMu.Unlock()
	if d := s.directory.Load(); d != nil && d.version >= version {
		return d, nil
	}
	d, err := s.readResidentDirectory(ctx)
	if err != nil {
		return nil, err
	}
	s.directory.Store(d)
	return d, nil
}

// readResidentDirectory reads the version and the residents in one snapshot.
func (s *Store) readResidentDirectory(ctx context.Context) (*residentDirectory, error) {
	tx, err := s.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("begin resident directory: %w", err)
	}
	defer tx.Rollback()
	d := &residentDirectory{}
	if err := tx.QueryRowContext(ctx, `SELECT version FROM resident_list_version`).Scan(&d.version); err != nil {
		return nil, fmt.Errorf("resident list version: %w", err)
	}
	d.entries, err = queryAll(ctx, tx, func(row rowScanner) (directoryEntry, error) {
		var e directoryEntry
		var archived sql.NullString
		var created, updated string
		err := row.Scan(&e.id, &e.search, &e.name, &e.socialSecurity, &e.dateOfBirth, &e.admissionDate, &e.room,
			&e.areaID, &e.areaName, &e.photoID, &archived, &created, &updated)
		if archived.Valid {
			at := parseTime(archived.String)
			e.archivedAt = &at
		}
		e.createdAt, e.updatedAt = parseTime(created), parseTime(updated)
		return e, err
	}, `SELECT r.id, r.search, r.name, r.social_security, r.date_of_birth, r.admission_date, r.room,
			COALESCE(r.area_id, ''), COALESCE(a.name, ''), COALESCE(r.photo_id, ''), r.archived_at, r.created_at,
			r.updated_at
		FROM residents r LEFT JOIN areas a ON a.id = r.area_id
		WHERE r.deleted_at IS NULL ORDER BY r.search, r.id`)
	if err != nil {
		return nil, fmt.Errorf("resident directory: %w", err)
	}
	var text strings.Builder
	d.starts = make([]int32, len(d.entries))
	for i, e := range d.entries {
		d.starts[i] = int32(text.Len())
		text.WriteString("\n" + e.search) // Normalize never leaves a line break in a search text
		list := listOf(e.archivedAt != nil)
		d.lists[list][0] = append(d.lists[list][0], int32(i))
	}
	d.text = text.String()
	d.grams = map[uint32][]int32{}
	for i, e := range d.entries {
		for j := 0; j+3 <= len(e.search); j++ {
			k := gram(e.search[j:])
			if list := d.grams[k]; len(list) == 0 || list[len(list)-1] != int32(i) {
				d.grams[k] = append(list, int32(i))
			}
		}
	}
	for list := range d.lists {
		byBirth := slices.Clone(d.lists[list][0])
		slices.SortStableFunc(byBirth, func(a, b int32) int { // stable: ties stay in name order
			return strings.Compare(d.entries[a].dateOfBirth, d.entries[b].dateOfBirth)
		})
		d.lists[list][1] = byBirth
	}
	return d, nil
}

// listOf is the index of a list in lists: 0 active, 1 archived.
func listOf(archived bool) int {
	if archived {
		return 1
	}
	return 0
}

// page answers the positions in entries of one page of the list f asks for, in its order, and how many
// residents the list holds.
func (d *residentDirectory) page(f ResidentFilter) (page []int32, total int) {
	order := 0
	if f.ByAge {
		order = 1
	}
	list := d.lists[listOf(f.Archived)][order]
	// Older people were born earlier: ascending age is descending birth date.
	backwards := f.Desc != f.ByAge
	position := func(n int) int32 { // of the list's nth entry in the page's order
		if backwards {
			n = len(list) - 1 - n
		}
		return list[n]
	}
	if f.Search == "" && f.AreaID == "" && !f.NoArea {
		for n := f.Offset; n < min(f.Offset+f.Limit, len(list)); n++ {
			page = append(page, position(n))
		}
		return page, len(list)
	}
	keep := func(i int32) bool {
		e := &d.entries[i]
		return (e.archivedAt != nil) == f.Archived && !(f.NoArea && e.areaID != "") && (f.AreaID == "" || e.areaID == f.AreaID)
	}
	take := func(i int32) {
		if total >= f.Offset && total < f.Offset+f.Limit {
			page = append(page, i)
		}
		total++
	}
	hits := d.matching(Normalize(f.Search))
	if hits != nil && !f.ByAge { // the hits are in name order already: only they are looked at
		for n := range len(hits) {
			if f.Desc {
				n = len(hits) - 1 - n
			}
			if i := hits[n]; keep(i) {
				take(i)
			}
		}
		return page, total
	}
	var matched []bool
	if hits != nil {
		matched = make([]bool, len(d.entries))
		for _, i := range hits {
			matched[i] = true
		}
	}
	for n := range len(list) {
		if i := position(n); keep(i) && (matched == nil || matched[i]) {
			take(i)
		}
	}
	return page, total
}

// matching answers the positions of the entries whose search text holds needle, ascending (in name order),
// as LIKE '%needle%' found them row by row; nil when there is no needle (all of them). A needle of three bytes
// or more is looked for only in the entries that hold its rarest three; a shorter one in one pass over the
// whole directory's text.
func (d *residentDirectory) matching(needle string) []int32 {
	if needle == "" {
		return nil
	}
	hits := []int32{}
	if len(needle) >= 3 {
		var candidates []int32
		for j := 0; j+3 <= len(needle); j++ {
			list := d.grams[gram(needle[j:])]
			if j == 0 || len(list) < len(candidates) {
				candidates = list
			}
		}
		for _, i := range candidates {
			if strings.Contains(d.entries[i].search, needle) {
				hits = append(hits, i)
			}
		}
		return hits
	}
	for from := 0; from < len(d.text); {
		at := strings.Index(d.text[from:], needle)
		if at < 0 {
			break
		}
		at += from
		// the entry whose text holds the match: the last one starting before it
		i, _ := slices.BinarySearch(d.starts, int32(at))
		i--
		hits = append(hits, int32(i))
		from = len(d.text)
		if i+1 < len(d.starts) {
			from = int(d.starts[i+1]) // on to the next entry
		}
	}
	return hits
}

// gram is the key of the first three bytes of s.
func gram(s string) uint32 {
	return uint32(s[0])<<16 | uint32(s[1])<<8 | uint32(s[2])
}
