package store

import (
	"context"
)

// DemoSignIn is the demo administrative account that --demo creates.
var DemoSignIn = struct{ Username, Password string }{"admin", "amparo2026"}

// DemoFamilyPassword is the password of every demo resident's family account.
const DemoFamilyPassword = "familia2026"

// SeedDemo fills an empty database with believable data for trying Amparo out. It does nothing
// (and reports false) when any account already exists, so it never touches a home's real data.
func (s *Store) SeedDemo(ctx context.Context) (bool, error) {
	n, err := s.CountUsers(ctx)
	if err != nil || n > 0 {
		return false, err
	}
	admin, err := s.CreateFirstUser(ctx, Actor{Role: "demo"}, NewUser{
		Username: DemoSignIn.Username, Password: DemoSignIn.Password,
		Name: "Lucía Fernández Ortega", Email: "lucia.fernandez@residencia-amparo.es",
		Phone: "+34 612 345 678", Specialty: "Dirección del centro", Roles: []Role{RoleAdministrative},
	})
	if err != nil {
		return false, err
	}
	actor := Actor{UserID: admin.ID, Name: admin.Name, Role: "demo"}
	team, err := s.seedDemoTeam(ctx, actor)
	if err != nil {
		return false, err
	}
	if err := s.seedDemoResidents(ctx, actor); err != nil {
		return false, err
	}
	if err := s.seedDemoOperations(ctx, actor); err != nil {
		return false, err
	}
	if err := s.seedDemoRecords(ctx, team); err != nil {
		return false, err
	}
	if err := s.seedDemoCarePlans(ctx, team); err != nil {
		return false, err
	}
	if err := s.seedDemoSkinLesions(ctx, team); err != nil {
		return false, err
	}
	if err := s.seedDemoFalls(ctx, team); err != nil {
		return false, err
	}
	if err := s.seedDemoDailyRegisters(ctx, team); err != nil {
		return false, err
	}
	return true, nil
}
