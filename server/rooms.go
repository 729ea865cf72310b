package server

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

type occupiedRoomJSON struct {
	Room         string `json:"room"`
	ResidentID   string `json:"residentId"`
	ResidentName string `json:"residentName"`
}

type roomsJSON struct {
	Occupied []occupiedRoomJSON `json:"occupied"`
	Free     []string           `json:"free"` // rooms former residents left that nobody occupies now
}

// patientRooms: GET /patients/rooms, so the admission form can say at once that a room is taken and
// offer the free ones.
func (s *Server) patientRooms(c echo.Context) error {
	uses, err := s.store.RoomUses(c.Request().Context())
	if err != nil {
		return err
	}
	out := roomsJSON{Occupied: []occupiedRoomJSON{}, Free: []string{}}
	taken := map[string]bool{}
	for _, u := range uses {
		key := strings.ToLower(u.Room)
		switch {
		case u.Active:
			out.Occupied = append(out.Occupied, occupiedRoomJSON{Room: u.Room, ResidentID: u.ResidentID, ResidentName: u.ResidentName})
			taken[key] = true
		case !taken[key]:
			out.Free = append(out.Free, u.Room)
			taken[key] = true
		}
	}
	return c.JSON(http.StatusOK, out)
}
