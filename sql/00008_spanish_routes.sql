-- +goose Up

-- The inventory's routes of administration were SPEC's English values; DESIGN 8 names them in Spanish, the
-- same list as the Kardex.
UPDATE medications SET administration_route = CASE administration_route
    WHEN 'Intravenous' THEN 'Intravenosa'
    WHEN 'Subcutaneous' THEN 'Subcutánea'
    WHEN 'Topical' THEN 'Tópica'
    WHEN 'Inhalation' THEN 'Inhalatoria'
    ELSE administration_route END;

-- +goose Down
UPDATE medications SET administration_route = CASE administration_route
    WHEN 'Intravenosa' THEN 'Intravenous'
    WHEN 'Subcutánea' THEN 'Subcutaneous'
    WHEN 'Tópica' THEN 'Topical'
    WHEN 'Inhalatoria' THEN 'Inhalation'
    ELSE administration_route END;
