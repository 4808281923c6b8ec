CREATE TABLE "challenge_referral_links" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invite_link_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_referral_links_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"invite_link_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_referrals_self_ck" CHECK ("challenge_referrals"."referrer_id" <> "challenge_referrals"."invitee_id")
);
--> statement-breakpoint
ALTER TABLE "challenge_reports" DROP CONSTRAINT "challenge_reports_content_ck";--> statement-breakpoint
ALTER TABLE "challenges" DROP CONSTRAINT "challenges_rule_ck";--> statement-breakpoint
DROP INDEX "invite_links_org_created_idx";--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "kind" text DEFAULT 'community' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD COLUMN "referrals" integer;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "referral_minimum" integer;--> statement-breakpoint
ALTER TABLE "challenge_referral_links" ADD CONSTRAINT "challenge_referral_links_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_referral_links" ADD CONSTRAINT "challenge_referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_referral_links" ADD CONSTRAINT "challenge_referral_links_invite_link_id_invite_links_id_fk" FOREIGN KEY ("invite_link_id") REFERENCES "public"."invite_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_referrals" ADD CONSTRAINT "challenge_referrals_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_referrals" ADD CONSTRAINT "challenge_referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_referrals" ADD CONSTRAINT "challenge_referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_referrals" ADD CONSTRAINT "challenge_referrals_invite_link_id_invite_links_id_fk" FOREIGN KEY ("invite_link_id") REFERENCES "public"."invite_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_referral_links_invite_uq" ON "challenge_referral_links" USING btree ("invite_link_id");--> statement-breakpoint
CREATE INDEX "challenge_referral_links_user_idx" ON "challenge_referral_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_referrals_invitee_uq" ON "challenge_referrals" USING btree ("challenge_id","invitee_id");--> statement-breakpoint
CREATE INDEX "challenge_referrals_referrer_idx" ON "challenge_referrals" USING btree ("challenge_id","referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_referrals_invitee_idx" ON "challenge_referrals" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "challenge_referrals_invite_idx" ON "challenge_referrals" USING btree ("invite_link_id");--> statement-breakpoint
CREATE INDEX "invite_links_org_created_idx" ON "invite_links" USING btree ("organization_id","created_at") WHERE "invite_links"."kind" = 'community';--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_kind_ck" CHECK ("invite_links"."kind" in ('community', 'referral'));--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_referrals_ck" CHECK ("challenge_reports"."referrals" is null or "challenge_reports"."referrals" >= 1);--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_content_ck" CHECK ("challenge_reports"."text" is not null or "challenge_reports"."photo_id" is not null or "challenge_reports"."referrals" is not null);--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_referral_ck" CHECK (("challenges"."winner_rule" = 'referrals') = ("challenges"."referral_minimum" is not null) and ("challenges"."referral_minimum" is null or "challenges"."referral_minimum" >= 1));--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_rule_ck" CHECK ("challenges"."winner_rule" in ('organizer', 'admins', 'voting', 'referrals'));