CREATE TABLE "challenge_invitees" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "challenge_invitees_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text,
	"reports" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_report_likes" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_report_likes_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text,
	"photo_id" uuid,
	"state" text DEFAULT 'sent' NOT NULL,
	"reason" text,
	"prize" bigint,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_reports_content_ck" CHECK ("challenge_reports"."text" is not null or "challenge_reports"."photo_id" is not null),
	CONSTRAINT "challenge_reports_state_ck" CHECK ("challenge_reports"."state" in ('sent', 'accepted', 'rejected')),
	CONSTRAINT "challenge_reports_prize_ck" CHECK (("challenge_reports"."state" = 'accepted') = ("challenge_reports"."prize" is not null) and ("challenge_reports"."prize" is null or "challenge_reports"."prize" > 0)),
	CONSTRAINT "challenge_reports_reason_ck" CHECK (("challenge_reports"."state" = 'rejected') = ("challenge_reports"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "challenge_transactions" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"report_id" integer
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"from_organization" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cover_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"thumbnail_id" uuid,
	"fund" bigint NOT NULL,
	"places" integer NOT NULL,
	"prize" bigint NOT NULL,
	"winner_rule" text NOT NULL,
	"show_participants" boolean DEFAULT false NOT NULL,
	"multiple_reports" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"invited_only" boolean DEFAULT false NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"reception_open" boolean DEFAULT true NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"completion_reason" text,
	"sponsor_kind" text NOT NULL,
	"sponsor_account_id" integer NOT NULL,
	"escrow_account_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"winners_count" integer DEFAULT 0 NOT NULL,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_status_ck" CHECK ("challenges"."status" in ('deferred', 'active', 'completed')),
	CONSTRAINT "challenges_rule_ck" CHECK ("challenges"."winner_rule" in ('organizer', 'admins', 'voting')),
	CONSTRAINT "challenges_sponsor_ck" CHECK ("challenges"."sponsor_kind" in ('distribution', 'income', 'challenge', 'treasury') and ("challenges"."sponsor_kind" = 'treasury') = "challenges"."from_organization"),
	CONSTRAINT "challenges_money_ck" CHECK ("challenges"."fund" > 0 and "challenges"."places" between 1 and "challenges"."fund" and "challenges"."prize" = "challenges"."fund" / "challenges"."places"),
	CONSTRAINT "challenges_winners_ck" CHECK ("challenges"."winners_count" between 0 and "challenges"."places" and "challenges"."participants_count" >= 0),
	CONSTRAINT "challenges_dates_ck" CHECK ("challenges"."end_at" >= "challenges"."start_at" + interval '5 minutes'),
	CONSTRAINT "challenges_completion_ck" CHECK (("challenges"."status" = 'completed') = ("challenges"."completed_at" is not null) and ("challenges"."completed_at" is null) = ("challenges"."completion_reason" is null)
          and ("challenges"."completion_reason" is null or "challenges"."completion_reason" in ('places_filled', 'ended', 'closed')))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_ck";--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_kind_ck";--> statement-breakpoint
DROP INDEX "accounts_treasury_uq";--> statement-breakpoint
ALTER TABLE "challenge_invitees" ADD CONSTRAINT "challenge_invitees_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_invitees" ADD CONSTRAINT "challenge_invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_report_likes" ADD CONSTRAINT "challenge_report_likes_report_id_challenge_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."challenge_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_report_likes" ADD CONSTRAINT "challenge_report_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_participant_id_challenge_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."challenge_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_reports" ADD CONSTRAINT "challenge_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_transactions" ADD CONSTRAINT "challenge_transactions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_transactions" ADD CONSTRAINT "challenge_transactions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_transactions" ADD CONSTRAINT "challenge_transactions_report_id_challenge_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."challenge_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_sponsor_account_id_accounts_id_fk" FOREIGN KEY ("sponsor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_escrow_account_id_accounts_id_fk" FOREIGN KEY ("escrow_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_invitees_user_idx" ON "challenge_invitees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_participants_uq" ON "challenge_participants" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_participants_user_idx" ON "challenge_participants" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "challenge_participants_list_idx" ON "challenge_participants" USING btree ("challenge_id","created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_report_likes_user_idx" ON "challenge_report_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_reports_state_idx" ON "challenge_reports" USING btree ("challenge_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_reports_user_idx" ON "challenge_reports" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "challenge_reports_participant_idx" ON "challenge_reports" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "challenge_reports_photo_idx" ON "challenge_reports" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "challenge_reports_decided_by_idx" ON "challenge_reports" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "challenge_reports_org_idx" ON "challenge_reports" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "challenge_transactions_challenge_idx" ON "challenge_transactions" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_transactions_report_uq" ON "challenge_transactions" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_idem_uq" ON "challenges" USING btree ("creator_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_escrow_uq" ON "challenges" USING btree ("escrow_account_id");--> statement-breakpoint
CREATE INDEX "challenges_list_idx" ON "challenges" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "challenges"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "challenges_status_list_idx" ON "challenges" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "challenges"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "challenges_creator_idx" ON "challenges" USING btree ("creator_id","organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenges_due_start_idx" ON "challenges" USING btree ("start_at") WHERE "challenges"."status" = 'deferred' and "challenges"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "challenges_due_end_idx" ON "challenges" USING btree ("end_at") WHERE "challenges"."status" <> 'completed' and "challenges"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "challenges_sponsor_account_idx" ON "challenges" USING btree ("sponsor_account_id");--> statement-breakpoint
CREATE INDEX "challenges_period_idx" ON "challenges" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "challenges_thumbnail_idx" ON "challenges" USING btree ("thumbnail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_treasury_uq" ON "accounts" USING btree ("period_id","kind") WHERE "accounts"."kind" = 'treasury';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('distribution', 'income', 'waiting', 'challenge', 'market', 'treasury', 'escrow'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_ck" CHECK (("accounts"."kind" in ('treasury', 'escrow')) = ("accounts"."user_id" is null));--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind_ck" CHECK ("ledger_journals"."kind" in ('accrual', 'starting_balance', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit', 'hold', 'approval', 'decline', 'redistribution', 'emission', 'challenge_contribution', 'winnings', 'challenge_return'));