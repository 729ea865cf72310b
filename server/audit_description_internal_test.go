package server

import (
	"testing"

	"amparo/store"
)

// The audit screen says why a change was made when the audit row keeps it: a prescription despite an
// allergy with the doctor's reason, or a deletion's reason.
func TestAuditDescriptionSaysWhy(t *testing.T) {
	cases := []struct {
		name string
		row  store.AuditRow
		want string
	}{
		{"plain create", store.AuditRow{Action: "create", Entity: "kardex", Detail: `{"after":{}}`}, "Creó el Kardex de medicación"},
		{"allergy override", store.AuditRow{Action: "create", Entity: "kardex",
			Detail: `{"allergyOverride":{"reason":"Sin alternativa; vigilancia 2 h","matches":[{"entry":"0","medication":"Benzetacil","allergy":"Penicilina"}]}}`},
			"Creó el Kardex de medicación pese a la alergia (Benzetacil: alergia a Penicilina). Motivo: Sin alternativa; vigilancia 2 h"},
		{"delete with reason", store.AuditRow{Action: "delete", Entity: "note", Detail: `{"before":{},"reason":"Registrada en otro residente"}`},
			"Eliminó una nota. Motivo: Registrada en otro residente"},
		{"detail that is not JSON", store.AuditRow{Action: "delete", Entity: "note", Detail: `x`}, "Eliminó una nota"},
		{"a failed sign-in", store.AuditRow{Action: "signin", Outcome: store.OutcomeDenied, Detail: `{"identifier":"ana","reason":"bad-credentials"}`},
			"Intento de inicio de sesión fallido"},
		{"a minute's throttled sign-ins", store.AuditRow{Action: "signin", Outcome: store.OutcomeDenied,
			Detail: `{"identifier":"ana","reason":"rate-limited","count":14}`}, "14 inicios de sesión rechazados por exceso de intentos"},
	}
	for _, tc := range cases {
		if got := auditDescription(tc.row); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
