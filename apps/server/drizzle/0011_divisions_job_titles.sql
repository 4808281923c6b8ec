-- Divisions of an organization as a tree of any depth (divisions.parent_id, a parent always of the
-- same organization), and per membership the member's division (of the same organization) and job
-- title, searched word by word (memberships_job_title_words_idx).
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_id_org_uq" UNIQUE("id","organization_id"),
	CONSTRAINT "divisions_not_own_parent_ck" CHECK ("divisions"."parent_id" <> "divisions"."id"),
	CONSTRAINT "divisions_name_ck" CHECK (char_length(btrim("divisions"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_parent_same_org_fk" FOREIGN KEY ("parent_id","organization_id") REFERENCES "public"."divisions"("id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "divisions_org_parent_idx" ON "divisions" USING btree ("organization_id","parent_id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_division_same_org_fk" FOREIGN KEY ("division_id","organization_id") REFERENCES "public"."divisions"("id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_division_idx" ON "memberships" USING btree ("division_id") WHERE "memberships"."division_id" is not null;--> statement-breakpoint
CREATE INDEX "memberships_job_title_words_idx" ON "memberships" USING gin (to_tsvector('simple', "job_title"));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_job_title_ck" CHECK (char_length(btrim("memberships"."job_title")) between 1 and 100);