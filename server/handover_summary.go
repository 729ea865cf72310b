package server

import (
	"cmp"
	"slices"
)

// What the handover leads with (issue 25): the shift's figures, the residents by severity, and one line for
// everyone without the day's care record, so that a reading of 185/95 is not the seventeenth card.

// handoverSummaryJSON counts the shift's items by what the incoming staff must look at first.
type handoverSummaryJSON struct {
	AlertsOpen        int `json:"alertsOpen"`        // alerts still open at the shift's end
	VitalsOutOfRange  int `json:"vitalsOutOfRange"`  // readings outside the resident's ranges
	Incidents         int `json:"incidents"`         // incidents, falls included
	Falls             int `json:"falls"`             // of which falls
	DosesHeldOrMissed int `json:"dosesHeldOrMissed"` // doses held or never given
	PRNGiven          int `json:"prnGiven"`          // «si precisa» doses given
	Restraints        int `json:"restraints"`        // restraints ordered or ended
	CareMissing       int `json:"careMissing"`       // residents without the day's care record
}

// handoverCareMissingJSON is a resident on the one line «Sin registro de cuidados de hoy».
type handoverCareMissingJSON struct {
	ResidentID   string `json:"residentId"`
	ResidentName string `json:"residentName"`
	Room         string `json:"room"`
}

// The severity order of the residents, most urgent first. A resident ranks by their most urgent item:
//
//  0. an alert still open or a reading out of range;
//  1. a dose held or missed;
//  2. an incident or a fall, a restraint ordered or ended;
//  3. anything else (a late dose, a PRN dose, a Kardex change, an alert attended in the shift);
//  4. nothing but the missing care record, or only notes.
//
// Equal ranks keep the round's order (area, room, name).
var handoverRanks = map[string]int{
	"alert": 0, "vital": 0,
	"dose-held": 1, "dose-missed": 1,
	"incident": 2, "fall": 2, "restraint-start": 2, "restraint-end": 2,
	"care-missing": 4,
}

// handoverOtherRank is the rank of every kind handoverRanks does not name.
const handoverOtherRank = 3

// handoverRank is a resident's rank: that of their most urgent item.
func handoverRank(items []handoverItem) int {
	rank := 4
	for _, it := range items {
		r, ok := handoverRanks[it.Kind]
		if !ok {
			r = handoverOtherRank
		}
		rank = min(rank, r)
	}
	return rank
}

// bySeverity orders the residents by rank, keeping the round's order within a rank.
func bySeverity(residents []handoverResidentJSON) {
	slices.SortStableFunc(residents, func(a, b handoverResidentJSON) int {
		return cmp.Compare(handoverRank(a.Items), handoverRank(b.Items))
	})
}

// summarise counts the shift's items and lists, in the residents' order, who lacks the day's care record.
func summarise(residents []handoverResidentJSON) (handoverSummaryJSON, []handoverCareMissingJSON) {
	var sum handoverSummaryJSON
	missing := []handoverCareMissingJSON{}
	for _, r := range residents {
		for _, it := range r.Items {
			switch it.Kind {
			case "alert":
				sum.AlertsOpen++
			case "vital":
				sum.VitalsOutOfRange++
			case "fall":
				sum.Falls++
				sum.Incidents++
			case "incident":
				sum.Incidents++
			case "dose-held", "dose-missed":
				sum.DosesHeldOrMissed++
			case "prn":
				sum.PRNGiven++
			case "restraint-start", "restraint-end":
				sum.Restraints++
			case "care-missing":
				missing = append(missing, handoverCareMissingJSON{ResidentID: r.ResidentID, ResidentName: r.ResidentName, Room: r.Room})
			}
		}
	}
	sum.CareMissing = len(missing)
	return sum, missing
}
