-- Invite links of a community (docs/decisions/0032): a secret token, an optional expiry, number of uses and division (same organization; its deletion leaves the link with none: SET NULL on division_id only, PostgreSQL 15+).
CREATE TABLE "invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"division_id" integer,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "invite_links_max_uses_ck" CHECK ("invite_links"."max_uses" is null or "invite_links"."max_uses" between 1 and 10000),
	CONSTRAINT "invite_links_uses_ck" CHECK ("invite_links"."uses" >= 0 and ("invite_links"."max_uses" is null or "invite_links"."uses" <= "invite_links"."max_uses")),
	CONSTRAINT "invite_links_token_ck" CHECK (char_length("invite_links"."token") between 16 and 64)
);
--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_division_same_org_fk" FOREIGN KEY ("division_id","organization_id") REFERENCES "public"."divisions"("id","organization_id") ON DELETE SET NULL ("division_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_token_uq" ON "invite_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invite_links_org_created_idx" ON "invite_links" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "invite_links_division_idx" ON "invite_links" USING btree ("division_id") WHERE "invite_links"."division_id" is not null;--> statement-breakpoint
CREATE INDEX "invite_links_created_by_idx" ON "invite_links" USING btree ("created_by");