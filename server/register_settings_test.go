package server_test

import (
	"net/http"
	"testing"
)

// How often residents are weighed: a month unless an administrator sets 7 to 90 days; the staff reads it.
func TestWeighingSetting(t *testing.T) {
	d := newDailyApp(t, "2026-11-20T10:00")
	if got := d.request("GET", "/api/registers/settings", nil, d.nurse).wantStatus(http.StatusOK).json(); got["weighEveryDays"] != 30.0 {
		t.Fatalf("the default: %v", got)
	}
	home := map[string]any{"homeName": "Residencia San José", "phone": "+34 910 111 222", "email": "info@sanjose.es",
		"address": "Calle Mayor 1, Toledo", "visitingHours": "10am-5pm", "foundedYear": 1987,
		"messagingUrl": "https://wa.me/34911111111", "heroVideoUrl": "/hero.webm"}
	runScenarios(t, d.app, d.callers(), []scenario{
		{name: "every 6 days", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"registers": map[string]any{"weighEveryDays": 6}}), wantStatus: 422,
			wantFields: map[string]string{"registers.weighEveryDays": "Debe estar entre 7 y 90 días."}},
		{name: "every 91 days", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"registers": map[string]any{"weighEveryDays": 91}}), wantStatus: 422,
			wantFields: map[string]string{"registers.weighEveryDays": "Debe estar entre 7 y 90 días."}},
		{name: "by a nurse", caller: "nurse", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"registers": map[string]any{"weighEveryDays": 14}}), wantStatus: http.StatusForbidden},
		{name: "every two weeks", caller: "admin", method: "PUT", url: "/api/settings",
			body: with(home, map[string]any{"registers": map[string]any{"weighEveryDays": 14}}), wantStatus: 200,
			wantJSON: map[string]any{"registers": map[string]any{"weighEveryDays": 14}}},
		{name: "left out, it stays", caller: "admin", method: "PUT", url: "/api/settings", body: home, wantStatus: 200,
			wantJSON: map[string]any{"registers": map[string]any{"weighEveryDays": 14}}},
	})
	if got := d.request("GET", "/api/registers/settings", nil, d.doctor).wantStatus(http.StatusOK).json(); got["weighEveryDays"] != 14.0 {
		t.Fatalf("after the change: %v", got)
	}
}
