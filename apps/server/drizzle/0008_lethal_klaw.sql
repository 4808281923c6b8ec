CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp (3) with time zone,
	"emailed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('thanks_received', 'thanks_cancelled', 'thanks_comment', 'thanks_like', 'period_started', 'period_ends_soon')),
	CONSTRAINT "notifications_object_type_ck" CHECK ("notifications"."object_type" in ('transaction', 'period')),
	CONSTRAINT "notifications_like_actors_ck" CHECK ("notifications"."kind" <> 'thanks_like' or cardinality("notifications"."actor_ids") > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_on_thanks" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("recipient_id","organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id","organization_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_like_group_uq" ON "notifications" USING btree ("recipient_id","object_type","object_id") WHERE kind = 'thanks_like' and read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_uq" ON "notifications" USING btree ("organization_id","kind","object_type","object_id","recipient_id") WHERE kind in ('thanks_received', 'thanks_cancelled', 'period_started', 'period_ends_soon');--> statement-breakpoint
CREATE INDEX "notifications_organization_idx" ON "notifications" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");