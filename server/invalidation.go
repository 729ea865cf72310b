package server

// resource names what changed in an "invalidate" event (announce.go): the UI maps each name to the query
// keys to fetch again (ui/src/invalidation-keys.ts, keysByResource), so the names are a contract with it.
// A name is the first path segment of the resource's routes under /api.
//
// It is a struct, not a string type, so that changed(c, "patinets") does not compile: an untyped string
// constant would convert to a string type silently. The names below are the only values made.
type resource struct{ name string }

var (
	resourceActivities    = resource{"activities"}
	resourceAlerts        = resource{"alerts"}
	resourceAreas         = resource{"areas"}
	resourceAssessments   = resource{"assessments"}
	resourceBowel         = resource{"bowel"}
	resourceCareRecords   = resource{"care-records"}
	resourceCarePlans     = resource{"care-plans"}
	resourceCareTasks     = resource{"care-tasks"}
	resourceFalls         = resource{"falls"}
	resourceFluids        = resource{"fluids"} // a drink, or a resident's fluid target (PUT /fluid-targets)
	resourceHandover      = resource{"handover"}
	resourceIncidents     = resource{"incidents"}
	resourceKardex        = resource{"kardex"}
	resourceMar           = resource{"mar"}
	resourceMedications   = resource{"medications"}
	resourceNotes         = resource{"notes"}
	resourcePatients      = resource{"patients"}
	resourcePosts         = resource{"posts"}
	resourceRepositioning = resource{"repositioning"}
	resourceRestraints    = resource{"restraints"}
	resourceSettings      = resource{"settings"}
	resourceSkinLesions   = resource{"skin-lesions"}
	resourceSocialNotes   = resource{"notessocialworker"}
	resourceSocialWorker  = resource{"socialworker"}
	resourceStaff         = resource{"staff"}
	resourceUsers         = resource{"users"}
	resourceVitalRanges   = resource{"vital-ranges"}
	resourceVitalSigns    = resource{"vitalsigns"}
	resourceWeights       = resource{"weights"}
)

// resources is every name the server announces. A record kind's name is its path without the slash
// (recordType.resource); invalidation_internal_test.go checks that each is listed here, and that the UI
// knows every name here but those in uncachedResources.
var resources = []resource{
	resourceActivities, resourceAlerts, resourceAreas, resourceAssessments, resourceCareRecords, resourceCarePlans, resourceCareTasks,
	resourceFalls, resourceHandover, resourceIncidents, resourceKardex, resourceMar, resourceMedications, resourceNotes,
	resourcePatients, resourcePosts, resourceRestraints, resourceSettings, resourceSkinLesions, resourceSocialNotes,
	resourceSocialWorker, resourceStaff, resourceUsers, resourceVitalRanges, resourceVitalSigns,
	resourceRepositioning, resourceFluids, resourceWeights, resourceBowel,
}

// uncachedResources are announced but kept in no query of the UI, so keysByResource has no entry for them.
// Each needs a comment saying why.
var uncachedResources = []resource{}
