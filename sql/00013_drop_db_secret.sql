-- +goose Up

-- The token signing key moves out of the database into <data>/secret.key (DESIGN section 12): a copy of
-- the database must not be able to mint sessions. The old key is not carried over; everyone signs in again.
DELETE FROM settings WHERE key = 'jwt_secret';

-- +goose Down
SELECT 1;
