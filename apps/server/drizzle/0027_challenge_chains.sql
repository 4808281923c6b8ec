CREATE TABLE "challenge_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cover_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"thumbnail_id" uuid,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_chains_dates_ck" CHECK ("challenge_chains"."end_at" > "challenge_chains"."start_at")
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "chain_step" integer;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "chain_sort" integer;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "share_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_chains" ADD CONSTRAINT "challenge_chains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_chains" ADD CONSTRAINT "challenge_chains_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_chains" ADD CONSTRAINT "challenge_chains_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_chains_list_idx" ON "challenge_chains" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "challenge_chains"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "challenge_chains_author_idx" ON "challenge_chains" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "challenge_chains_thumbnail_idx" ON "challenge_chains" USING btree ("thumbnail_id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_chain_id_challenge_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."challenge_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_chain_idx" ON "challenges" USING btree ("chain_id","chain_step","chain_sort") WHERE "challenges"."chain_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_share_uuid_uq" ON "challenges" USING btree ("share_uuid");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_chain_ck" CHECK (("challenges"."chain_id" is null) = ("challenges"."chain_step" is null) and ("challenges"."chain_id" is null) = ("challenges"."chain_sort" is null) and ("challenges"."chain_step" is null or "challenges"."chain_step" >= 1));