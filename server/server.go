// Package server is Amparo's HTTP API and the web app it serves: one Echo instance, one route table.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/labstack/echo/v4"

	"amparo/replica"
	"amparo/store"
)

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
	// KeyFile keeps the token signing key (<data>/secret.key), created on first start; empty: a key that
	// lasts as long as this process.
	KeyFile string
	// Backups are the automatic daily copies; an empty Dir makes none.
	Backups BackupConfig
	// DowntimeDir also receives the downtime pack of every shift (a USB stick's mount point), besides the backup
	// folder; empty: only the backup folder (downtime_files.go).
	DowntimeDir string
	// Replica reports the off-site replica's state (replica.Replicator.Status); nil: no replica.
	Replica func() replica.Status
	// IdleLockMinutes: after this many minutes without input a staff page locks behind the user's password
	// (DESIGN 12; the UI reads it from GET /settings/public). 0 turns the lock off.
	IdleLockMinutes int
}

// Server is the HTTP handler of the whole application.
type Server struct {
	echo   *echo.Echo
	store  *store.Store
	log    *slog.Logger
	tokens tokens
	hub    *hub
	ai     AssistantConfig
	// backups makes the automatic copies (backups.go).
	backups *backups
	// downtimeDir is Config.DowntimeDir.
	downtimeDir string
	replica     func() replica.Status // nil: no off-site replica
	pusher      *pusher
	// wholeHome bounds the whole home's rounds and handovers assembled at once (mar_round.go).
	wholeHome wholeHomeReads
	// missed is how far the missed-dose check has looked (mar_missed.go).
	missed missedCheck
	// idleLockMinutes is Config.IdleLockMinutes, for the UI.
	idleLockMinutes int
	// pushes are the push notifications being sent in the background; Close waits for them.
	pushes sync.WaitGroup
	// refusals are the throttled sign-ins not yet audited (signin_refusals.go).
	refusals *signinRefusals
}

// Close waits for the work the server started in the background (push notifications being sent) and
// audits the throttled sign-ins still uncounted, so that the store can be closed after it with no query
// still running.
func (s *Server) Close() {
	s.pushes.Wait()
	if err := s.auditDueRefusals(context.Background(), s.store.Now().Add(refusalEvery)); err != nil {
		s.log.Error("audit refused sign-ins", "err", err)
	}
}

// New wires the routes. It reads (and on first start creates) the token signing key.
func New(ctx context.Context, cfg Config) (*Server, error) {
	log := cfg.Logger
	if log == nil {
		log = slog.Default()
	}
	secret, err := signingKey(cfg.KeyFile, log)
	if err != nil {
		return nil, fmt.Errorf("signing key: %w", err)
	}
	backups, err := newBackups(cfg.Backups)
	if err != nil {
		return nil, err
	}
	ui, err := newSPA(cfg.UI)
	if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	push, err := newPusher(ctx, cfg.Store, cfg.PushClient)
	if err != nil {
		return nil, fmt.Errorf("push keys: %w", err)
	}
	s := &Server{echo: echo.New(), store: cfg.Store, log: log, tokens: tokens{key: secret, now: cfg.Store.Now, verified: newVerifiedTokens()},
		hub: newHub(log), ai: cfg.Assistant, pusher: push, backups: backups, downtimeDir: cfg.DowntimeDir, idleLockMinutes: max(0, cfg.IdleLockMinutes),
		refusals: newSigninRefusals(), replica: cfg.Replica}
	cfg.Store.SetNotifier(func(n store.Notification) {
		s.hub.notify(n)
		s.pushes.Go(func() { s.push(n) })
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
		limitBodies,
		compress(notCompressed),
	)
	// The day the home's care plans came into use is kept at the first start that has them (care_plans_due.go).
	if _, err := s.store.CarePlansSince(ctx, s.today().Format(time.DateOnly)); err != nil {
		return nil, fmt.Errorf("care plans: %w", err)
	}
	s.routes(ui)
	return s, nil
}

// notCompressed skips gzip where it cannot help or would get in the way: the websocket, pictures and
// PDFs (already compressed, and sent with their length so downloads show progress), and the round and the
// handover, which compress themselves at gzip's fastest level (jsonBody).
func notCompressed(c echo.Context) bool {
	p := c.Request().URL.Path
	return strings.HasPrefix(p, "/api/ws") || strings.HasPrefix(p, "/api/images/") || strings.Contains(p, "/pdf") ||
		p == "/api/mar" || p == "/api/handover"
}

// routes is the whole API surface. Every route but the public five declares what it needs: signedIn
// (any account, for what is one's own), or require(permission...) which signs in and checks one of them.
func (s *Server) routes(ui *spa) {
	api := s.echo.Group("/api")

	api.GET("/health", s.health)
	api.GET("/settings/public", s.publicSettings)
	api.GET("/auth/setup", s.setupStatus)
	api.POST("/auth/signup", s.signup) // open only for the first account, then staff.manage
	api.POST("/auth/signin", s.signin)

	api.GET("/auth/verify", s.verify, s.signedIn)
	api.POST("/auth/change-password", s.changePassword, s.signedIn)
	api.POST("/auth/logout", s.logout, s.signedIn)
	api.POST("/auth/unlock", s.unlock, s.signedIn) // the idle lock of a shared device: one's own password

	api.PUT("/users/update-profile/:id", s.updateProfile, s.signedIn) // one's own, or anyone's with staff.manage
	api.POST("/users/users-admin/:id", s.toggleAdmin, s.require(permStaffManage)...)
	api.GET("/users/search", s.searchUsers, s.require(permStaffArea)...)
	api.PUT("/settings", s.updateSettings, s.require(permSettingsManage)...)
	api.GET("/admin/backups", s.listBackups, s.require(permBackupsRead)...)
	api.GET("/admin/replica", s.replicaStatus, s.require(permBackupsRead)...)

	api.GET("/images/:id", s.image, s.requireWithCookie(permStaffArea, permFamilyPortal)...)

	api.GET("/patients/all", s.listPatients(false), s.require(permResidentsRead)...)
	api.GET("/patients/archived", s.listPatients(true), s.require(permResidentsRead)...)
	api.POST("/patients/create-new-patient", s.createPatient, s.require(permResidentsAdmit)...)
	api.POST("/patients/report/pdf", s.patientsReport, s.require(permResidentsRead)...)
	api.GET("/patients/report/pdf/:id", s.patientReport, s.requireWithCookie(permResidentsRead)...)
	api.PATCH("/patients/archive/:id", s.archivePatient, s.require(permResidentsArchive)...)
	api.GET("/patients/rooms", s.patientRooms, s.require(permResidentsRead)...)
	api.GET("/patients/:id", s.getPatient, s.require(permResidentsRead)...)
	api.PUT("/patients/:id", s.updatePatient, s.require(permResidentsAdmit)...)
	api.DELETE("/patients/:id", s.deletePatient, s.require(permResidentsArchive)...)
	api.POST("/patients/:id/hospital", s.leaveForHospital, s.require(permTransferWrite)...)
	api.POST("/patients/:id/hospital/return", s.returnFromHospital, s.require(permTransferWrite)...)
	api.GET("/patients/:id/transfer/pdf", s.transferSheet, s.requireWithCookie(permTransferWrite)...)
	api.GET("/downtime/pdf", s.downtimeReport, s.requireWithCookie(permResidentsRead)...)

	api.GET("/areas", s.listAreas, s.require(permStaffArea)...)
	api.POST("/areas", s.createArea, s.require(permAreasManage)...)
	api.PUT("/areas/:id", s.updateArea, s.require(permAreasManage)...)
	api.DELETE("/areas/:id", s.deleteArea, s.require(permAreasManage)...)
	api.POST("/areas/:areaId/patients/:patientId", s.assignArea, s.require(permAreasManage)...)
	api.DELETE("/areas/:areaId/patients/:patientId", s.removeFromArea, s.require(permAreasManage)...)

	api.GET("/medications/all", s.listMedications, s.require(permInventoryRead)...)
	api.POST("/medications", s.createMedication, s.require(permInventoryManage)...)
	api.PUT("/medications/:id", s.updateMedication, s.require(permInventoryManage)...)
	api.DELETE("/medications/:id", s.deleteMedication, s.require(permInventoryManage)...)
	api.PUT("/medications/:id/add-stock", s.moveStock(false), s.require(permInventoryMove)...)
	api.PUT("/medications/:id/remove-stock", s.moveStock(true), s.require(permInventoryMove)...)
	api.GET("/medications/:id/movements", s.stockMovements, s.require(permInventoryRead)...)

	api.GET("/activities", s.listActivities, s.require(permStaffArea)...)
	api.POST("/activities", s.createActivity, s.require(permActivitiesWrite)...)
	api.PUT("/activities/:id", s.updateActivity, s.require(permActivitiesWrite)...)
	api.DELETE("/activities/:id", s.deleteActivity, s.require(permActivitiesWrite)...)

	api.GET("/posts", s.listPosts, s.require(permStaffArea, permFamilyPortal)...)
	api.POST("/posts", s.createPost, s.require(permPostsWrite)...)
	api.PUT("/posts/:id", s.updatePost, s.require(permPostsWrite)...)
	api.DELETE("/posts/:id", s.deletePost, s.require(permPostsWrite)...)
	api.POST("/posts/:id/like", s.likePost, s.require(permPostsWrite)...)
	api.POST("/posts/:id/comments", s.commentPost, s.require(permPostsWrite)...)

	for _, kind := range listedRecordKinds {
		kind.routes(s, api)
	}
	api.GET("/vital-ranges", s.listVitalMeasures, s.require(permResidentsRead)...)
	api.GET("/vital-ranges/:residentId", s.getVitalRanges, s.require(permResidentsRead)...)
	api.PUT("/vital-ranges/:residentId", s.putVitalRanges, s.require(permKardexPrescribe)...)
	api.GET("/handover", s.getHandover, s.require(permHandoverRead)...)
	api.GET("/handover/pdf", s.handoverPDF, s.requireWithCookie(permHandoverRead)...)
	api.POST("/handover/notes", s.addHandoverNote, s.require(permHandoverWrite)...)
	api.POST("/handover/read", s.readHandover, s.require(permHandoverRead)...)
	api.GET("/restraints", s.listRestraints, s.require(permResidentsRead)...)
	api.POST("/restraints", s.createRestraint, s.require(permKardexPrescribe)...)
	api.GET("/restraints/report/pdf", s.restraintsReport, s.requireWithCookie(permResidentsRead)...)
	api.POST("/restraints/:id/checks", s.addRestraintCheck, s.require(permRestraintsCheck)...)
	api.POST("/restraints/:id/review", s.reviewRestraint, s.require(permKardexPrescribe)...)
	api.POST("/restraints/:id/end", s.endRestraint, s.require(permKardexPrescribe)...)
	s.assessmentRoutes(api)
	s.carePlanRoutes(api)
	s.careTaskRoutes(api)
	s.skinLesionRoutes(api)
	s.fallRoutes(api)
	s.dailyRegisterRoutes(api)
	s.indicatorRoutes(api)
	api.GET("/alerts", s.listAlerts, s.require(permResidentsRead)...)
	api.POST("/alerts/:id/acknowledge", s.acknowledgeAlert, s.require(permAlertsAck)...)
	api.GET("/kardex", s.listKardex, s.require(permResidentsRead)...)
	api.POST("/kardex/dose", s.addDose, s.require(permDosesGive)...)
	api.GET("/kardex/allergy-check", s.allergyCheck, s.require(permKardexPrescribe)...)
	writeRoutes(s, api, kardexRecords)
	api.GET("/mar", s.listMar, s.require(permResidentsRead)...)
	api.GET("/mar/prn", s.listPRN, s.require(permResidentsRead)...)
	api.GET("/mar/prn/followups", s.listPRNFollowups, s.require(permResidentsRead)...)
	api.GET("/mar/unscheduled", s.listUnscheduled, s.require(permResidentsRead)...)
	api.GET("/mar/settings", s.marSettings, s.require(permResidentsRead)...)
	api.GET("/mar/pdf", s.marPDF, s.requireWithCookie(permResidentsRead)...)
	api.POST("/mar/administrations", s.addAdministration, s.require(permDosesGive)...)
	api.PATCH("/mar/administrations/:id", s.setAdministrationEffect, s.require(permDosesGive)...)
	api.POST("/mar/administrations/:id/void", s.voidAdministration, s.require(permDosesGive, permDosesCorrect)...)

	api.GET("/staff/all", s.listStaff, s.require(permStaffArea)...)
	api.POST("/staff/create-new-staff", s.createStaff, s.require(permStaffManage)...)
	api.PUT("/staff/:id", s.updateStaff, s.require(permStaffManage)...)
	api.DELETE("/staff/:id", s.deactivate(position, resourceStaff, "Personal eliminado."), s.require(permStaffManage)...)
	api.GET("/socialworker/all", s.listSocialWorkers, s.require(permStaffArea)...)
	api.POST("/socialworker/create-new-socialworker", s.createSocialWorker, s.require(permStaffManage)...)
	api.PUT("/socialworker/:id", s.updateSocialWorker, s.require(permStaffManage)...)
	api.DELETE("/socialworker/:id", s.deactivate(socialWorkerKind, resourceSocialWorker, "Trabajadora social eliminada."), s.require(permStaffManage)...)
	api.POST("/users/:id/reset-password", s.resetPassword, s.require(permStaffManage)...)

	api.GET("/ws", s.openSocket, s.requireWithCookie(permStaffArea)...)
	api.GET("/chat/:userId", s.listChats, s.require(permStaffArea)...)
	api.POST("/chat", s.openChat, s.require(permStaffArea)...)
	api.PATCH("/chat/:chatId/read", s.readChat, s.require(permStaffArea)...)
	api.GET("/messages/getmsg/:chatId", s.messages, s.require(permStaffArea)...)
	api.POST("/messages/addmsg", s.addMessage, s.require(permStaffArea)...)
	api.POST("/chat/ai", s.askAssistant, s.require(permStaffArea)...)
	api.GET("/chat/ai/:userId", s.assistantHistory, s.require(permStaffArea)...)

	api.GET("/push/key", s.pushKey, s.require(permStaffArea)...)
	api.POST("/push/subscribe", s.subscribePush, s.require(permStaffArea)...)
	api.DELETE("/push/subscribe", s.unsubscribePush, s.require(permStaffArea)...)

	api.GET("/notifications/user/:userId", s.listNotifications, s.signedIn)
	api.PATCH("/notifications/:id/read", s.readNotification, s.signedIn)

	api.GET("/audit", s.listAudit, s.require(permAuditRead)...)
	api.GET("/audit/resident/:id/pdf", s.residentAccessPDF, s.requireWithCookie(permAuditRead)...)

	api.Any("/*", func(echo.Context) error { return echo.ErrNotFound })
	s.echo.GET("/*", ui.serve)
	s.echo.HEAD("/*", ui.serve)
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// Routes lists method and path of every registered route (tests check each one's protection).
func (s *Server) Routes() []*echo.Route { return s.echo.Routes() }
