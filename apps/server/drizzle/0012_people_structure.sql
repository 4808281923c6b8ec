-- People (docs/decisions/0020): employee fields of a membership (work status, location, hire and
-- fire dates, blocking) and of a profile (gender, birth date, phone, hidden fields), avatars as an
-- image purpose, and trigram indexes (pg_trgm) for the directory's infix search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_purpose_ck";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "hired_on" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "fired_on" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "blocked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "memberships_org_status_idx" ON "memberships" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_tg_id_uq" ON "profiles" USING btree ("tg_id");--> statement-breakpoint
CREATE INDEX "profiles_first_name_trgm_idx" ON "profiles" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_surname_trgm_idx" ON "profiles" USING gin (lower("surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_middle_name_trgm_idx" ON "profiles" USING gin (lower("middle_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_nickname_trgm_idx" ON "profiles" USING gin (lower("nickname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_tg_name_trgm_idx" ON "profiles" USING gin (lower("tg_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_ck" CHECK ("memberships"."status" in ('office', 'remotely', 'vacation', 'illness', 'working', 'none'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_location_ck" CHECK (char_length(btrim("memberships"."location")) between 1 and 100);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_gender_ck" CHECK ("profiles"."gender" in ('male', 'female'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_phone_ck" CHECK (char_length("profiles"."phone") between 1 and 32);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_hidden_fields_ck" CHECK ("profiles"."hidden_fields" <@ array['surname', 'firstName', 'middleName', 'tgName', 'tgId', 'email', 'phone', 'hiredOn', 'birthDate', 'birthYear']::text[]);--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_purpose_ck" CHECK ("images"."purpose" in ('thanks', 'sticker', 'avatar'));--> statement-breakpoint
-- A person as everyone else sees them in lists (feed, history, comments, notifications, pickers):
-- hidden name parts as '' and a hidden Telegram nickname as null (decision 0020).
CREATE VIEW "public_profiles" AS
  SELECT "user_id",
    CASE WHEN 'firstName' = ANY("hidden_fields") THEN '' ELSE "first_name" END AS "first_name",
    CASE WHEN 'surname' = ANY("hidden_fields") THEN '' ELSE "surname" END AS "surname",
    CASE WHEN 'middleName' = ANY("hidden_fields") THEN NULL ELSE "middle_name" END AS "middle_name",
    "nickname",
    CASE WHEN 'tgName' = ANY("hidden_fields") THEN NULL ELSE "tg_name" END AS "tg_name",
    "photo"
  FROM "profiles";
