-- Roles (docs/decisions/0021): who granted each privileged entry and when, a manager's division, and
-- the roles log of every grant and revoke.
CREATE TABLE "role_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"role" text NOT NULL,
	"division_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_changes_action_ck" CHECK ("role_changes"."action" in ('grant', 'revoke')),
	CONSTRAINT "role_changes_role_ck" CHECK ("role_changes"."role" in ('A', 'M', 'C'))
);
--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD COLUMN "granted_by" integer;--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD COLUMN "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_changes_org_created_idx" ON "role_changes" USING btree ("organization_id","created_at","id");--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD CONSTRAINT "privileged_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD CONSTRAINT "privileged_roles_division_same_org_fk" FOREIGN KEY ("division_id","organization_id") REFERENCES "public"."divisions"("id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD CONSTRAINT "privileged_roles_division_ck" CHECK ("privileged_roles"."division_id" is null or "privileged_roles"."role" = 'M');