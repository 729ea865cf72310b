package server

import (
	"slices"

	"github.com/labstack/echo/v4"

	"amparo/store"
)

// permission is what a route or an action needs (DESIGN section 7). The names are a contract: the UI
// decides what to show from the list sign-in and verify return, and other programs rely on them.
type permission string

const (
	permStaffArea        permission = "staff.area" // the staff area: team list, chat, areas, activities and posts, images
	permResidentsRead    permission = "residents.read"
	permResidentsAdmit   permission = "residents.admit"
	permResidentsArchive permission = "residents.archive"
	permFamilyAccess     permission = "residents.family-access"
	permRecordsClinical  permission = "records.clinical" // vitals and incidents
	permRecordsNotes     permission = "records.notes"    // general notes and daily care
	permRecordsSocial    permission = "records.socialwork"
	permRecordsDeleteAny permission = "records.delete-any"
	permKardexPrescribe  permission = "kardex.prescribe"
	permDosesGive        permission = "doses.give"
	permDosesCorrect     permission = "doses.correct" // void someone else's dose record, or one's own after 10 minutes
	permRestraintsCheck  permission = "restraints.check"
	permAssessments      permission = "assessments.write"
	permCarePlansWrite   permission = "careplans.write"   // draft and edit a PAI
	permCarePlansApprove permission = "careplans.approve" // make a PAI vigente with its agreement
	permRegistersWrite   permission = "registers.write"   // skin lesions, repositioning, fluids, weight, bowels
	permRegistersFalls   permission = "registers.falls"   // falls: registers.write's row for social workers (DESIGN 7)
	permIndicatorsRead   permission = "indicators.read"   // the monthly quality indicators
	permTransferWrite    permission = "transfer.write"    // the hospital transfer sheet, and the stay in hospital
	permInventoryRead    permission = "inventory.read"
	permInventoryMove    permission = "inventory.move"
	permInventoryManage  permission = "inventory.manage"
	permAlertsAck        permission = "alerts.acknowledge"
	permHandoverRead     permission = "handover.read"
	permHandoverWrite    permission = "handover.write"
	permActivitiesWrite  permission = "activities.write"
	permPostsWrite       permission = "posts.write"
	permContentEditAny   permission = "content.edit-any" // edit or delete activities and posts someone else wrote
	permStaffManage      permission = "staff.manage"
	permAreasManage      permission = "areas.manage"
	permSettingsManage   permission = "settings.manage"
	permAuditRead        permission = "audit.read"
	permBackupsRead      permission = "backups.read"
	permFamilyPortal     permission = "family.portal"
)

// rolePermissions is the one table of who may do what.
var rolePermissions = map[store.Role][]permission{
	store.RoleAdministrative: {permStaffArea, permResidentsRead, permResidentsAdmit, permResidentsArchive,
		permFamilyAccess, permRecordsClinical, permRecordsNotes, permRecordsSocial, permRecordsDeleteAny,
		permAssessments, permInventoryRead, permInventoryMove, permInventoryManage, permHandoverRead,
		permHandoverWrite, permActivitiesWrite, permPostsWrite, permContentEditAny, permStaffManage,
		permAreasManage, permSettingsManage, permAuditRead, permBackupsRead, permCarePlansApprove, permIndicatorsRead, permTransferWrite},
	store.RoleDoctor: {permStaffArea, permResidentsRead, permResidentsAdmit, permRecordsClinical, permRecordsNotes,
		permRecordsDeleteAny, permKardexPrescribe, permDosesGive, permDosesCorrect, permRestraintsCheck, permAssessments,
		permInventoryRead, permInventoryMove, permAlertsAck, permHandoverRead, permHandoverWrite,
		permActivitiesWrite, permPostsWrite, permCarePlansWrite, permCarePlansApprove, permRegistersWrite,
		permRegistersFalls, permIndicatorsRead, permTransferWrite},
	store.RoleNurse: {permStaffArea, permResidentsRead, permResidentsAdmit, permRecordsClinical, permRecordsNotes,
		permDosesGive, permDosesCorrect, permRestraintsCheck, permAssessments, permInventoryRead, permInventoryMove, permAlertsAck,
		permHandoverRead, permHandoverWrite, permActivitiesWrite, permPostsWrite, permCarePlansWrite, permRegistersWrite,
		permRegistersFalls, permIndicatorsRead, permTransferWrite},
	store.RoleSocialWorker: {permStaffArea, permResidentsRead, permResidentsAdmit, permRecordsNotes,
		permRecordsSocial, permAssessments, permInventoryRead, permHandoverRead, permActivitiesWrite,
		permPostsWrite, permCarePlansWrite, permRegistersFalls},
	store.RoleFamily: {permFamilyPortal},
}

// permissionsOf is every permission the roles give, sorted, each once.
func permissionsOf(roles []store.Role) []permission {
	out := []permission{}
	for _, r := range roles {
		for _, p := range rolePermissions[r] {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	slices.Sort(out)
	return out
}

// may reports whether a user holds any of perms.
func may(u store.User, perms ...permission) bool {
	for _, r := range u.Roles {
		for _, p := range perms {
			if slices.Contains(rolePermissions[r], p) {
				return true
			}
		}
	}
	return false
}

// rolesWith are the roles that give p (whom a notification about p's work goes to).
func rolesWith(p permission) []store.Role {
	var out []store.Role
	for _, r := range append(slices.Clone(store.StaffRoles), store.RoleFamily) {
		if slices.Contains(rolePermissions[r], p) {
			out = append(out, r)
		}
	}
	return out
}

// require is the check every protected route declares: signed in, and holding one of perms.
// A refusal is a 403 and is written to the audit log. A write sent again with its Idempotency-Key gets the
// first answer (idempotency.go).
func (s *Server) require(perms ...permission) []echo.MiddlewareFunc {
	return []echo.MiddlewareFunc{s.signedIn, s.requirePermission(perms...), s.idempotent}
}

// requireWithCookie is require for GETs a browser makes without headers (images, PDFs opened as links,
// the websocket).
func (s *Server) requireWithCookie(perms ...permission) []echo.MiddlewareFunc {
	return []echo.MiddlewareFunc{s.signedInOrCookie, s.requirePermission(perms...)}
}

func (s *Server) requirePermission(perms ...permission) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if may(currentSession(c).User, perms...) {
				return next(c)
			}
			return s.deny(c, "route", c.Path())
		}
	}
}

// callerMay reports whether the caller of this request holds p.
func callerMay(c echo.Context, p permission) bool { return may(currentSession(c).User, p) }
