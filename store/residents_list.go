package store

import (
	"context"
	"database/sql"
	"fmt"
)

// The residents list (GET /patients/all and /patients/archived): a page of residents and their total.

// ResidentFilter selects and orders a page of residents.
type ResidentFilter struct {
	Archived bool
	Search   string
	AreaID   string // an area id; with NoArea false and AreaID "", every area
	NoArea   bool
	ByAge    bool // order by age instead of name
	Desc     bool
	Limit    int
	Offset   int
}

// ListResidents returns one page of residents and how many match in all. The list shows
// no part of the admission document, so Details, FamilyUserID and FamilyUsername stay empty.
func (s *Store) ListResidents(ctx context.Context, f ResidentFilter) ([]Resident, int, error) {
	count, page, args := listResidentsSQL(f)
	// The page carries its total: one statement, so the total and the page are one snapshot. Only a page
	// with no row (past the end, or nobody matches) counts apart.
	total := 0
	residents, err := queryAll(ctx, s.reader, func(row rowScanner) (Resident, error) {
		return scanResidentSummary(row, &total)
	}, page, append(args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list residents: %w", err)
	}
	if len(residents) == 0 {
		if err := s.reader.QueryRowContext(ctx, count, args...).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("count residents: %w", err)
		}
	}
	return residents, total, nil
}

// listResidentsSQL answers the count of a list and the query of its page with the count in its first column
// (the page also takes ?5 limit and ?6 offset), with their first four arguments. Both read
// residents_list_by_name or residents_list_by_birth (migration 00023): the list is the index's first two columns, and the search and the area are checked on
// its columns before any row is read. The parameters stand for "no filter" themselves (an empty area, a search
// of "", which instr finds in any text), so that no filter turns the planner to another index and a sort.
func listResidentsSQL(f ResidentFilter) (count, page string, args []any) {
	where := `r.deleted_at IS NULL AND (r.archived_at IS NOT NULL) = ?1 AND instr(r.search, ?2) > 0
		AND (?3 = '' OR r.area_id = ?3) AND (NOT ?4 OR r.area_id IS NULL)`
	args = []any{f.Archived, Normalize(f.Search), f.AreaID, f.NoArea}
	dir := "ASC"
	if f.Desc {
		dir = "DESC"
	}
	// Every term runs in one direction, so that the page walks its index forwards or backwards and sorts
	// nothing. Older people were born earlier: ascending age is descending birth date, and the names of
	// those born on the same day run backwards too.
	order := "r.search " + dir + ", r.id " + dir
	if f.ByAge {
		birth := map[string]string{"ASC": "DESC", "DESC": "ASC"}[dir]
		order = "r.date_of_birth " + birth + ", r.search " + birth + ", r.id " + birth
	}
	count = `SELECT count(*) FROM residents r WHERE ` + where
	page = `
		SELECT (` + count + `), r.id, r.name, r.social_security, r.date_of_birth, r.admission_date, r.room, COALESCE(r.area_id, ''),
			COALESCE(a.name, ''), COALESCE(r.photo_id, ''), r.archived_at, r.created_at, r.updated_at
		FROM residents r LEFT JOIN areas a ON a.id = r.area_id
		WHERE ` + where + ` ORDER BY ` + order + ` LIMIT ?5 OFFSET ?6`
	return count, page, args
}

// scanResidentSummary reads a row of the list's page: the total, and a resident without the admission document.
func scanResidentSummary(row rowScanner, total *int) (Resident, error) {
	var r Resident
	var archived sql.NullString
	var created, updated string
	err := row.Scan(total, &r.ID, &r.Name, &r.SocialSecurity, &r.DateOfBirth, &r.AdmissionDate, &r.Room, &r.AreaID,
		&r.AreaName, &r.PhotoID, &archived, &created, &updated)
	r.setTimes(archived, created, updated)
	return r, err
}
