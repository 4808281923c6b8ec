-- Subsidiaries (docs/decisions/0027): a community may belong to a root community, one level deep;
-- names are unique among one root's subsidiaries.
ALTER TABLE "organizations" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_parent_name_uq" ON "organizations" USING btree ("parent_id",lower("name")) WHERE "organizations"."parent_id" is not null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_not_self_ck" CHECK ("organizations"."parent_id" is null or "organizations"."parent_id" <> "organizations"."id");