package store

import (
	"context"
	"fmt"
)

// DemoStaffPassword is the password of every demo staff member but the administrator.
const DemoStaffPassword = "personal2026"

// DemoTeam is the demo home's staff, listed in README.
var DemoTeam = []NewUser{
	{Username: "javier.ortega", Name: "Javier Ortega Lázaro", Specialty: "Geriatría", Roles: []Role{RoleDoctor}},
	{Username: "elena.saez", Name: "Elena Sáez Morales", Specialty: "Medicina interna", Roles: []Role{RoleDoctor}},
	{Username: "carmen.ruiz", Name: "Carmen Ruiz Gómez", Specialty: "Enfermería geriátrica", Roles: []Role{RoleNurse}},
	{Username: "tomas.iniguez", Name: "Tomás Íñiguez Prado", Specialty: "Turno de tarde", Roles: []Role{RoleNurse}},
	{Username: "nuria.belmonte", Name: "Nuria Belmonte Cano", Specialty: "Turno de noche", Roles: []Role{RoleNurse}},
	{Username: "raquel.dominguez", Name: "Raquel Domínguez Vera", Specialty: "Recepción y admisiones", Roles: []Role{RoleAdministrative}},
	{Username: "lucia.pena", Name: "Lucía Peña Rivas", Area: "Planta baja y primera planta", LicenseNumber: "TS-2841", Roles: []Role{RoleSocialWorker}},
	{Username: "marta.gil", Name: "Marta Gil Navarro", Area: "Unidad de memoria", LicenseNumber: "TS-3390", Roles: []Role{RoleSocialWorker}},
}

// seedDemoTeam creates the team and answers each person as an actor, by username.
func (s *Store) seedDemoTeam(ctx context.Context, actor Actor) (map[string]Actor, error) {
	team := map[string]Actor{}
	for i, person := range DemoTeam {
		person.Email = person.Username + "@residencia-amparo.es"
		person.Phone = fmt.Sprintf("+34 6%02d %03d %03d", 40+i, 210+i*11, 330+i*7)
		person.Password = DemoStaffPassword
		u, err := s.CreateUser(ctx, actor, person)
		if err != nil {
			return nil, fmt.Errorf("demo staff %s: %w", person.Username, err)
		}
		team[u.Username] = Actor{UserID: u.ID, Name: u.Name, Role: string(u.Roles[0])}
	}
	return team, nil
}
