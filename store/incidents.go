package store

// Incident is an incident's report (SPEC 3); IsFall marks a fall whatever the situation says (DESIGN 10).
type Incident struct {
	IsFall           bool   `json:"isFall"`
	Shift            string `json:"shift"`
	Situation        string `json:"situation"`
	CalledDoctor     bool   `json:"calledDoctor"`
	DoctorResponse   string `json:"doctorResponse"`
	CalledRelative   bool   `json:"calledRelative"`
	RelativeResponse string `json:"relativeResponse"`
	OtherAction      bool   `json:"otherAction"`
	OtherResponse    string `json:"otherResponse"`
	Observations     string `json:"observations"`
}

// Incidents is the kind of incidents.
var Incidents = &RecordKind[Incident]{
	Entity: "incident", table: "incidents",
	columns: []string{"is_fall", "shift", "situation", "called_doctor", "doctor_response", "called_relative",
		"relative_response", "other_action", "other_response", "observations"},
	scan: func(d *Incident) []any {
		return []any{&d.IsFall, &d.Shift, &d.Situation, &d.CalledDoctor, &d.DoctorResponse, &d.CalledRelative,
			&d.RelativeResponse, &d.OtherAction, &d.OtherResponse, &d.Observations}
	},
	values: func(d Incident) []any {
		return []any{d.IsFall, d.Shift, d.Situation, d.CalledDoctor, d.DoctorResponse, d.CalledRelative,
			d.RelativeResponse, d.OtherAction, d.OtherResponse, d.Observations}
	},
	follow: followIncidentFall, // marked as a fall, it has its fall in the falls register
}
