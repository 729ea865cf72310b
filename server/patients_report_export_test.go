package server

// HoldAllResidentsTurn takes the all-residents PDF's one place, as a PDF being made would, until release.
func HoldAllResidentsTurn() (release func()) {
	allResidentsTurn <- struct{}{}
	return func() { <-allResidentsTurn }
}
