-- oidc_models rows are keyed by the SHA-256 of the provider's id (a refresh token is its id), with
-- the grant/uid/user-code columns hashed the same way and no jti in the payload (review F1).
-- Existing rows are converted in place, so signed-in users stay signed in.
UPDATE "oidc_models" SET
  "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'),
  "grant_id" = encode(sha256(convert_to("grant_id", 'UTF8')), 'hex'),
  "uid" = encode(sha256(convert_to("uid", 'UTF8')), 'hex'),
  "user_code" = encode(sha256(convert_to("user_code", 'UTF8')), 'hex'),
  "payload" = "payload" - 'jti';
