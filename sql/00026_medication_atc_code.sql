-- +goose Up

-- A medication may name its ATC code (the WHO's Anatomical Therapeutic Chemical classification, as AEMPS's
-- CIMA gives it: "J01CA04" for amoxicilina); the Kardex's allergy check finds its allergy group by it
-- (server/allergy_groups.json). Optional: '' when not given.
ALTER TABLE medications ADD COLUMN atc_code TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE medications DROP COLUMN atc_code;
