CREATE TABLE "global_admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"organization_id" integer,
	"target_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" uuid,
	"request_hash" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_admin_audit_action_ck" CHECK ("global_admin_audit"."action" in ('community_created', 'employee_created', 'period_created', 'period_deleted', 'emission', 'telegram_group_created', 'telegram_group_updated', 'telegram_group_deleted'))
);
--> statement-breakpoint
ALTER TABLE "global_admin_audit" ADD CONSTRAINT "global_admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_admin_audit" ADD CONSTRAINT "global_admin_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_admin_audit_created_idx" ON "global_admin_audit" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_admin_audit_org_idx" ON "global_admin_audit" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_admin_audit_action_idx" ON "global_admin_audit" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_admin_audit_actor_idx" ON "global_admin_audit" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "global_admin_audit_actor_idem_uq" ON "global_admin_audit" USING btree ("actor_id","idempotency_key");