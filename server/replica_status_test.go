package server_test

import (
	"net/http"
	"testing"

	"amparo/store"
)

// Without a replica, GET /admin/replica says it is off, in DESIGN 17's shape; only backups.read may ask.
// (The route with a running replica is tested against a real S3 server in ./replication.)
func TestReplicaStatusWithoutAReplica(t *testing.T) {
	a := newApp(t)
	admin, _ := a.bootstrap()
	nurse, _ := a.addUser("enfermera", store.RoleNurse)
	got := a.request("GET", "/api/admin/replica", nil, admin).wantStatus(http.StatusOK).json()
	want := map[string]any{"enabled": false, "url": "", "lastShippedAt": nil, "lagSeconds": 0.0, "error": ""}
	if len(got) != len(want) {
		t.Fatalf("GET /admin/replica = %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Fatalf("GET /admin/replica %s = %v, want %v", k, got[k], v)
		}
	}
	a.request("GET", "/api/admin/replica", nil, nurse).wantStatus(http.StatusForbidden)
}
