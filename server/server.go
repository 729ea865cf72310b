// Package server is Amparo's HTTP API and the web app it serves: one Echo instance, one route table.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"amparo/store"
)

// maxBodySize bounds every request body; a post's photo (10 MB, as base64) is the largest thing staff send.
const maxBodySize = "15M"

// Config is what the server needs from main.
type Config struct {
	Store     *store.Store
	UI        fs.FS // the built web app (index.html, assets/); nil serves a page saying it is not built
	Logger    *slog.Logger
	Assistant AssistantConfig
	// PushClient sends Web Push requests; nil is a plain HTTP client (tests point it at a fake service).
	PushClient webpush.HTTPClient
	// BehindProxy trusts X-Forwarded-For from a reverse proxy on this machine (HTTPS in front of Amparo).
	BehindProxy bool
}

// Server is the HTTP handler of the whole application.
type Server struct {
	echo   *echo.Echo
	store  *store.Store
	log    *slog.Logger
	tokens tokens
	hub    *hub
	ai     AssistantConfig
	pusher *pusher
}

// New wires the routes. It reads (and on first start creates) the token signing key.
func New(ctx context.Context, cfg Config) (*Server, error) {
	secret, err := cfg.Store.JWTSecret(ctx)
	if err != nil {
		return nil, fmt.Errorf("signing key: %w", err)
	}
	log := cfg.Logger
	if log == nil {
		log = slog.Default()
	}
	ui, err := newSPA(cfg.UI)
	if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	push, err := newPusher(ctx, cfg.Store, cfg.PushClient)
	if err != nil {
		return nil, fmt.Errorf("push keys: %w", err)
	}
	s := &Server{echo: echo.New(), store: cfg.Store, log: log, tokens: tokens{key: secret, now: cfg.Store.Now},
		hub: newHub(log), ai: cfg.Assistant, pusher: push}
	cfg.Store.SetNotifier(func(n store.Notification) {
		s.hub.notify(n)
		go s.push(n)
	})
	s.echo.HideBanner, s.echo.HidePort = true, true
	s.echo.IPExtractor = echo.ExtractIPDirect() // reached directly: X-Forwarded-For is not to be trusted
	if cfg.BehindProxy {
		s.echo.IPExtractor = echo.ExtractIPFromXFFHeader(echo.TrustLoopback(true), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false))
	}
	s.echo.HTTPErrorHandler = errorHandler(log)
	s.echo.Use(
		recoverer(log),
		requestLogger(log),
		securityHeaders,
		middleware.BodyLimit(maxBodySize),
		middleware.GzipWithConfig(middleware.GzipConfig{Skipper: notCompressed}),
		s.announceWrites,
	)
	s.routes(ui)
	return s, nil
}

// notCompressed skips gzip where it cannot help or would get in the way: the websocket, pictures and
// PDFs (already compressed, and sent with their length so downloads show progress).
func notCompressed(c echo.Context) bool {
	p := c.Request().URL.Path
	return strings.HasPrefix(p, "/api/ws") || strings.HasPrefix(p, "/api/images/") || strings.Contains(p, "/pdf")
}

// routes is the whole API surface. Every route but the public five names its middleware: signedIn,
// or allow(roles...) which signs in and checks the role.
func (s *Server) routes(ui *spa) {
	staff := store.StaffRoles
	admin := store.RoleAdministrative
	api := s.echo.Group("/api")

	api.GET("/health", s.health)
	api.GET("/settings/public", s.publicSettings)
	api.GET("/auth/setup", s.setupStatus)
	api.POST("/auth/signup", s.signup) // open only for the first account, then administrative
	api.POST("/auth/signin", s.signin)

	api.GET("/auth/verify", s.verify, s.signedIn)
	api.POST("/auth/change-password", s.changePassword, s.signedIn)
	api.POST("/auth/logout", s.logout, s.signedIn)

	api.PUT("/users/update-profile/:id", s.updateProfile, s.signedIn)
	api.POST("/users/users-admin/:id", s.toggleAdmin, s.allow(admin)...)
	api.GET("/users/search", s.searchUsers, s.allow(staff...)...)
	api.PUT("/settings", s.updateSettings, s.allow(admin)...)

	api.GET("/images/:id", s.image, s.allowWithCookie(staff...)...)

	clinical := []store.Role{admin, store.RoleDoctor, store.RoleNurse}
	api.GET("/patients/all", s.listPatients(false), s.allow(staff...)...)
	api.GET("/patients/archived", s.listPatients(true), s.allow(staff...)...)
	api.POST("/patients/create-new-patient", s.createPatient, s.allow(clinical...)...)
	api.POST("/patients/report/pdf", s.patientsReport, s.allow(staff...)...)
	api.GET("/patients/report/pdf/:id", s.patientReport, s.allow(staff...)...)
	api.PATCH("/patients/archive/:id", s.archivePatient, s.allow(clinical...)...)
	api.GET("/patients/:id", s.getPatient, s.allow(staff...)...)
	api.PUT("/patients/:id", s.updatePatient, s.allow(clinical...)...)
	api.DELETE("/patients/:id", s.deletePatient, s.allow(admin)...)

	api.GET("/areas", s.listAreas, s.allow(staff...)...)
	api.POST("/areas", s.createArea, s.allow(admin)...)
	api.PUT("/areas/:id", s.updateArea, s.allow(admin)...)
	api.DELETE("/areas/:id", s.deleteArea, s.allow(admin)...)
	api.POST("/areas/:areaId/patients/:patientId", s.assignArea, s.allow(admin)...)
	api.DELETE("/areas/:areaId/patients/:patientId", s.removeFromArea, s.allow(admin)...)

	api.GET("/medications/all", s.listMedications, s.allow(staff...)...)
	api.POST("/medications", s.createMedication, s.allow(clinical...)...)
	api.PUT("/medications/:id", s.updateMedication, s.allow(clinical...)...)
	api.DELETE("/medications/:id", s.deleteMedication, s.allow(clinical...)...)
	api.PUT("/medications/:id/add-stock", s.moveStock(false), s.allow(clinical...)...)
	api.PUT("/medications/:id/remove-stock", s.moveStock(true), s.allow(clinical...)...)
	api.GET("/medications/:id/movements", s.stockMovements, s.allow(staff...)...)

	api.GET("/activities", s.listActivities, s.allow(staff...)...)
	api.POST("/activities", s.createActivity, s.allow(staff...)...)
	api.PUT("/activities/:id", s.updateActivity, s.allow(staff...)...)
	api.DELETE("/activities/:id", s.deleteActivity, s.allow(staff...)...)

	everyone := append([]store.Role{store.RoleFamily}, staff...)
	api.GET("/posts", s.listPosts, s.allow(everyone...)...)
	api.POST("/posts", s.createPost, s.allow(staff...)...)
	api.PUT("/posts/:id", s.updatePost, s.allow(staff...)...)
	api.DELETE("/posts/:id", s.deletePost, s.allow(staff...)...)
	api.POST("/posts/:id/like", s.likePost, s.allow(staff...)...)
	api.POST("/posts/:id/comments", s.commentPost, s.allow(staff...)...)

	api.GET("/notessocialworker/:residentId", s.listRecords(socialWorkNotes, byParam("residentId")), s.allow(staff...)...)
	s.recordRoutes(api, "/notessocialworker", socialWorkNotes)
	api.GET("/notes/:residentId", s.listRecords(generalNotes, byParam("residentId")), s.allow(staff...)...)
	s.recordRoutes(api, "/notes", generalNotes)
	api.GET("/vitalsigns/:residentId", s.listRecords(vitalSignsRecords, byParam("residentId")), s.allow(staff...)...)
	s.recordRoutes(api, "/vitalsigns", vitalSignsRecords)
	api.GET("/incidents/:residentId", s.listRecords(incidentRecords, byParam("residentId")), s.allow(staff...)...)
	s.recordRoutes(api, "/incidents", incidentRecords)
	api.GET("/care-records/:residentId", s.listRecords(careRecords, byParam("residentId")), s.allow(staff...)...)
	s.recordRoutes(api, "/care-records", careRecords)
	api.GET("/kardex", s.listKardex, s.allow(staff...)...)
	api.POST("/kardex/dose", s.addDose, s.allow(clinical...)...)
	s.recordRoutes(api, "/kardex", kardexRecords)

	api.GET("/staff/all", s.listStaff, s.allow(staff...)...)
	api.POST("/staff/create-new-staff", s.createStaff, s.allow(admin)...)
	api.PUT("/staff/:id", s.updateStaff, s.allow(admin)...)
	api.DELETE("/staff/:id", s.deactivate(position, "Personal eliminado."), s.allow(admin)...)
	api.GET("/socialworker/all", s.listSocialWorkers, s.allow(staff...)...)
	api.POST("/socialworker/create-new-socialworker", s.createSocialWorker, s.allow(admin)...)
	api.PUT("/socialworker/:id", s.updateSocialWorker, s.allow(admin)...)
	api.DELETE("/socialworker/:id", s.deactivate(socialWorkerKind, "Trabajadora social eliminada."), s.allow(admin)...)
	api.POST("/users/:id/reset-password", s.resetPassword, s.allow(admin)...)

	api.GET("/ws", s.openSocket, s.allowWithCookie(staff...)...)
	api.GET("/chat/:userId", s.listChats, s.allow(staff...)...)
	api.POST("/chat", s.openChat, s.allow(staff...)...)
	api.PATCH("/chat/:chatId/read", s.readChat, s.allow(staff...)...)
	api.GET("/messages/getmsg/:chatId", s.messages, s.allow(staff...)...)
	api.POST("/messages/addmsg", s.addMessage, s.allow(staff...)...)
	api.POST("/chat/ai", s.askAssistant, s.allow(staff...)...)
	api.GET("/chat/ai/:userId", s.assistantHistory, s.allow(staff...)...)

	api.GET("/push/key", s.pushKey, s.allow(staff...)...)
	api.POST("/push/subscribe", s.subscribePush, s.allow(staff...)...)
	api.DELETE("/push/subscribe", s.unsubscribePush, s.allow(staff...)...)

	api.GET("/notifications/user/:userId", s.listNotifications, s.signedIn)
	api.PATCH("/notifications/:id/read", s.readNotification, s.signedIn)

	api.Any("/*", func(echo.Context) error { return echo.ErrNotFound })
	s.echo.GET("/*", ui.serve)
	s.echo.HEAD("/*", ui.serve)
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// Routes lists method and path of every registered route (tests check each one's protection).
func (s *Server) Routes() []*echo.Route { return s.echo.Routes() }
