CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('distribution', 'income', 'treasury')),
	CONSTRAINT "accounts_owner_ck" CHECK (("accounts"."kind" = 'treasury') = ("accounts"."user_id" is null)),
	CONSTRAINT "accounts_member_nonneg_ck" CHECK ("accounts"."kind" = 'treasury' or "accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_ck" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"user_id" integer,
	"organization_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bonus_name" text DEFAULT 'спасибо' NOT NULL,
	"colors_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" text,
	"photo2" text,
	"shared_key" text NOT NULL,
	"max_transfer" integer,
	"transaction_cancel_time" integer DEFAULT 0 NOT NULL,
	"bot_command_lifetime" integer DEFAULT 0 NOT NULL,
	"message_lifetime" integer DEFAULT 0 NOT NULL,
	"hide_balances" boolean DEFAULT false NOT NULL,
	"hide_market" boolean DEFAULT false NOT NULL,
	"anonymity_allowed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_shared_key_unique" UNIQUE("shared_key")
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"accrual_amount" integer DEFAULT 0 NOT NULL,
	"starting_creator_balance" integer DEFAULT 0 NOT NULL,
	"starting_user_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periods_status_ck" CHECK ("periods"."status" in ('scheduled', 'active', 'completed')),
	CONSTRAINT "periods_dates_ck" CHECK ("periods"."end_date" > "periods"."start_date"),
	CONSTRAINT "periods_accrual_ck" CHECK ("periods"."accrual_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privileged_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"role_name" text NOT NULL,
	CONSTRAINT "privileged_roles_role_ck" CHECK ("privileged_roles"."role" in ('A', 'M', 'C'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"middle_name" text,
	"nickname" text,
	"tg_name" text,
	"tg_id" text,
	"photo" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"sender_id" integer,
	"recipient_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"message" text NOT NULL,
	"value_id" integer,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"type" text DEFAULT 'between_users' NOT NULL,
	"idempotency_key" uuid,
	"request_hash" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_ck" CHECK ("transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"superuser" boolean DEFAULT false NOT NULL,
	"current_organization_id" integer,
	"language" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('ru', 'en'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_values" ADD CONSTRAINT "company_values_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD CONSTRAINT "privileged_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_roles" ADD CONSTRAINT "privileged_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_value_id_company_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."company_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_organization_id_organizations_id_fk" FOREIGN KEY ("current_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_member_uq" ON "accounts" USING btree ("period_id","user_id","kind") WHERE "accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_treasury_uq" ON "accounts" USING btree ("period_id","kind") WHERE "accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_org_idx" ON "accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "company_values_org_idx" ON "company_values" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_org_idx" ON "ledger_journals" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_tx_idx" ON "ledger_journals" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_org_user_uq" ON "memberships" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_login_created_idx" ON "one_time_codes" USING btree ("login","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_org_idx" ON "one_time_codes" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_one_active_per_org_uq" ON "periods" USING btree ("organization_id") WHERE "periods"."status" = 'active';--> statement-breakpoint
CREATE INDEX "periods_org_start_idx" ON "periods" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "privileged_roles_user_org_role_uq" ON "privileged_roles" USING btree ("user_id","organization_id","role");--> statement-breakpoint
CREATE INDEX "privileged_roles_org_idx" ON "privileged_roles" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_tg_name_ci_uq" ON "profiles" USING btree (lower("tg_name"));--> statement-breakpoint
CREATE INDEX "profiles_first_name_prefix_idx" ON "profiles" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_surname_prefix_idx" ON "profiles" USING btree (lower("surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_nickname_prefix_idx" ON "profiles" USING btree (lower("nickname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_tg_name_prefix_idx" ON "profiles" USING btree (lower("tg_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_sender_idem_uq" ON "transactions" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_feed_idx" ON "transactions" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_sender_idx" ON "transactions" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "transactions_recipient_idx" ON "transactions" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "transactions_value_idx" ON "transactions" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "transactions_period_idx" ON "transactions" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_ci_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_current_org_idx" ON "users" USING btree ("current_organization_id");