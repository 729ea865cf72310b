-- +goose Up
-- The resident's clinical essentials (issue 29, DESIGN 16): what a night nurse, the downtime pack and a hospital
-- transfer need first. Every one is optional: NULL or '' is "not recorded", never "no".

-- Code status: rcp (resuscitate), no-rcp, no-intubar, no-trasladar (do not transfer to hospital), confort (comfort
-- measures only).
ALTER TABLE residents ADD COLUMN code_status TEXT CHECK (code_status IN ('rcp', 'no-rcp', 'no-intubar', 'no-trasladar', 'confort'));
-- Advance directives («instrucciones previas»): registered or not, on what date, where the document is held, and
-- the representative it names.
ALTER TABLE residents ADD COLUMN directives_registered INTEGER NOT NULL DEFAULT 0 CHECK (directives_registered IN (0, 1));
ALTER TABLE residents ADD COLUMN directives_date TEXT;
ALTER TABLE residents ADD COLUMN directives_location TEXT NOT NULL DEFAULT '';
ALTER TABLE residents ADD COLUMN directives_representative TEXT NOT NULL DEFAULT '';
-- Diet (free text: «diabética, sin sal») and the texture of food and drink as an IDDSI level (0 thin - 7 regular).
ALTER TABLE residents ADD COLUMN diet TEXT NOT NULL DEFAULT '';
ALTER TABLE residents ADD COLUMN iddsi_level INTEGER CHECK (iddsi_level BETWEEN 0 AND 7);
-- Mobility aid (a choice) and isolation precautions (free text: «contacto (SARM)»).
ALTER TABLE residents ADD COLUMN mobility_aid TEXT NOT NULL DEFAULT ''
    CHECK (mobility_aid IN ('', 'ninguna', 'baston', 'muletas', 'andador', 'silla-ruedas', 'grua', 'encamado'));
ALTER TABLE residents ADD COLUMN isolation TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE residents DROP COLUMN isolation;
ALTER TABLE residents DROP COLUMN mobility_aid;
ALTER TABLE residents DROP COLUMN iddsi_level;
ALTER TABLE residents DROP COLUMN diet;
ALTER TABLE residents DROP COLUMN directives_representative;
ALTER TABLE residents DROP COLUMN directives_location;
ALTER TABLE residents DROP COLUMN directives_date;
ALTER TABLE residents DROP COLUMN directives_registered;
ALTER TABLE residents DROP COLUMN code_status;
