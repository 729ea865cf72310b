package store

import "testing"

// Every demo medication is prescribed the way a doctor would write it: a dose, a frequency, and times or
// "si precisa" with its indication and maximum.
func TestEveryDemoMedicationHasAPrescription(t *testing.T) {
	for _, m := range demoMedications {
		p, ok := demoPrescriptions[m.name]
		if !ok || p.dose == "" || p.frequency == "" || (len(p.times) == 0) == (p.prnIndication == "" || p.prnMax < 1) {
			t.Errorf("%s has no demo prescription", m.name)
		}
	}
}
