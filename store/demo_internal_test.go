package store

import "testing"

// Every demo medication is prescribed the way a doctor would write it: a dose and a frequency.
func TestEveryDemoMedicationHasAPrescription(t *testing.T) {
	for _, m := range demoMedications {
		p, ok := demoPrescriptions[m.name]
		if !ok || p.dose == "" || p.frequency == "" {
			t.Errorf("%s has no demo prescription", m.name)
		}
	}
}
