package server

import (
	"context"
	"fmt"
	"net/url"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// The notification policy, in one place: who is told what, in which words, and which page the
// notification opens. The store only keeps what it is given.

// excerptLength is how much of a text a notification's body quotes.
const excerptLength = 120

// tell stores a notice after the change it is about has been saved. A failure is logged, not answered:
// the change itself stands.
func (s *Server) tell(ctx context.Context, n store.Notice) {
	if err := s.store.Notify(ctx, n); err != nil && ctx.Err() == nil {
		s.log.Error("notification", "tag", n.Options.Tag, "err", err)
	}
}

// incidentNotice: a new incident tells the clinical staff, but its author.
func incidentNotice(r store.RecordHead, resident store.Resident, situation string) store.Notice {
	return store.Notice{Roles: rolesWith(permRecordsClinical), Except: r.CreatedBy,
		Title: "Nueva incidencia: " + resident.Name,
		Options: store.NotificationOptions{Kind: "incident", Body: excerpt(situation), Tag: "incident-" + r.ID,
			URL: residentLink(resident.ID, "incidentes")}}
}

// lowStockNotice: the stock fell below the minimum; those who move stock are told.
func lowStockNotice(m store.Medication) store.Notice {
	return store.Notice{Roles: rolesWith(permInventoryMove), Title: "Stock bajo: " + m.Name,
		Options: store.NotificationOptions{Kind: "stock", Body: fmt.Sprintf("Quedan %d unidades; el mínimo es %d.", m.Stock, m.MinimumStock),
			Tag: "stock-" + m.ID, URL: inventoryLink(m)}}
}

// expiryNotice: a medication expires within the warning period, or has expired.
func expiryNotice(m store.Medication, status string) store.Notice {
	title := "Caduca pronto: " + m.Name
	if status == expiryExpired {
		title = "Caducado: " + m.Name
	}
	return store.Notice{Roles: rolesWith(permInventoryMove), Title: title,
		Options: store.NotificationOptions{Kind: "expiry", Body: "Fecha de caducidad: " + spanishDate(m.ExpirationDate) + ".",
			Tag: "expiry-" + m.ID, URL: inventoryLink(m)}}
}

// missedDoseNotice: a slot of the round still unrecorded missedAfterMinutes after its time tells those who
// give doses (the alerts of DESIGN 10 will pick these up).
func missedDoseNotice(resident *store.RoundResident, kardexID string, e kardexEntry, slot string) store.Notice {
	due, _ := slotInstant(slot)
	return store.Notice{Roles: rolesWith(permDosesGive), Title: "Dosis sin registrar: " + resident.Name,
		Options: store.NotificationOptions{Kind: "dose-missed",
			Body: e.MedicationName + " (" + e.Dose + "), " + due.In(madrid).Format("02/01/2006 15:04") + ": ni administrada ni retenida.",
			Tag:  "dose-missed-" + kardexID + "-" + e.ID + "-" + slot, URL: residentLink(resident.ID, "kardex")}}
}

// residentLink opens a resident's clinical page on one tab (DESIGN 8): vitales, incidentes, kardex...
func residentLink(residentID, tab string) string { return "/patients/" + residentID + "/" + tab }

func inventoryLink(m store.Medication) string { return "/inventory?q=" + url.QueryEscape(m.Name) }

// postNotice: a post for the staff tells every member of staff but its author.
func postNotice(p store.Post) store.Notice {
	return store.Notice{Roles: rolesWith(permStaffArea), Except: p.CreatedBy, Title: "Nueva publicación de " + p.CreatedByName,
		Options: store.NotificationOptions{Kind: "post", Body: excerpt(p.Content), Tag: "post-" + p.ID, URL: "/dashboard"}}
}

// chatNotice: a message for someone not looking at the conversation.
func chatNotice(to, chatID, from, text string) store.Notice {
	return store.Notice{UserIDs: []string{to}, Title: "Mensaje de " + from,
		Options: store.NotificationOptions{Kind: "chat", Body: excerpt(text), Tag: chatTag(chatID), URL: "/dashboard?chat=" + chatID}}
}

// chatTag groups a conversation's notifications, so reading it marks them read.
func chatTag(chatID string) string { return "chat-" + chatID }

// warnIfLow tells when a change took the stock below the minimum (previous -1: a new medication).
// Staying below does not tell again.
func (s *Server) warnIfLow(c echo.Context, m store.Medication, previous int) {
	if lowStock(m) && (previous < 0 || previous >= m.MinimumStock) {
		s.tell(c.Request().Context(), lowStockNotice(m))
	}
}

// excerpt cuts a text to what a notification shows.
func excerpt(s string) string {
	r := []rune(s)
	if len(r) <= excerptLength {
		return s
	}
	return string(r[:excerptLength]) + "…"
}

// alertNotice: a new clinical alert tells those who acknowledge alerts (doctors and nurses).
func alertNotice(in store.AlertInput, residentName, except string) store.Notice {
	kind := "alert"
	if in.Kind == alertFall || in.Kind == alertDoseMissed {
		kind = in.Kind
	}
	return store.Notice{Roles: rolesWith(permAlertsAck), Except: except, Title: in.Title + ": " + residentName,
		Options: store.NotificationOptions{Kind: kind, Body: excerpt(in.Detail), Tag: "alert-" + in.Source,
			URL: alertLink(in.ResidentID, in.Kind)}}
}

// escalationNotice: an alert nobody acknowledged within the hour tells every doctor again.
func escalationNotice(a store.Alert) store.Notice {
	return store.Notice{Roles: []store.Role{store.RoleDoctor}, Title: "Sin atender desde hace una hora: " + a.Title + ": " + a.ResidentName,
		Options: store.NotificationOptions{Kind: "alert", Body: excerpt(a.Detail), Tag: "alert-escalated-" + a.ID,
			URL: alertLinkOf(a)}}
}
