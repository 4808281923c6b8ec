-- Admin transfers made together (docs/decisions/0033): account-to-account moves and transfers from the community to many people, at once or scheduled; the superuser's emission journal kind.
CREATE TABLE "admin_transfer_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"amount" bigint NOT NULL,
	"account" text NOT NULL,
	"reason" text NOT NULL,
	"execute_at" timestamp (3) with time zone,
	"status" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"executed_at" timestamp (3) with time zone,
	"canceled_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_transfer_batches_kind_ck" CHECK ("admin_transfer_batches"."kind" in ('move', 'bulk')),
	CONSTRAINT "admin_transfer_batches_mode_ck" CHECK (("admin_transfer_batches"."kind" = 'bulk') = ("admin_transfer_batches"."mode" is not null) and ("admin_transfer_batches"."mode" is null or "admin_transfer_batches"."mode" in ('all', 'only', 'except'))),
	CONSTRAINT "admin_transfer_batches_status_ck" CHECK ("admin_transfer_batches"."status" in ('scheduled', 'done', 'canceled', 'failed')),
	CONSTRAINT "admin_transfer_batches_account_ck" CHECK ("admin_transfer_batches"."account" in ('distribution', 'income')),
	CONSTRAINT "admin_transfer_batches_amount_ck" CHECK ("admin_transfer_batches"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_kind_ck";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "admin_transfer_batches" ADD CONSTRAINT "admin_transfer_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_transfer_batches" ADD CONSTRAINT "admin_transfer_batches_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_transfer_batches" ADD CONSTRAINT "admin_transfer_batches_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_transfer_batches_idem_uq" ON "admin_transfer_batches" USING btree ("admin_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "admin_transfer_batches_org_idx" ON "admin_transfer_batches" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_transfer_batches_scheduled_idx" ON "admin_transfer_batches" USING btree ("execute_at") WHERE "admin_transfer_batches"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_batch_id_admin_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."admin_transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_batch_idx" ON "transactions" USING btree ("batch_id") WHERE "transactions"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_org_type_created_idx" ON "transactions" USING btree ("organization_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind_ck" CHECK ("ledger_journals"."kind" in ('accrual', 'starting_balance', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit', 'hold', 'approval', 'decline', 'redistribution', 'emission'));