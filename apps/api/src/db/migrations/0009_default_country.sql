ALTER TABLE "users" ALTER COLUMN "country" SET DEFAULT 'Chile';--> statement-breakpoint
-- People who never picked a country were shown the default in their profile form while their profile said it was missing.
UPDATE "users" SET "country" = 'Chile' WHERE "country" IS NULL OR btrim("country") = '';
