-- Approvals and redistribution (docs/decisions/0023): the community's approval threshold; a thanks
-- above it waits for a controller (its approval state, who decided, when and why; the controllers'
-- queue index); the journal kinds that hold, approve, decline and redistribute points; and the
-- transactions guard also keeps a decided approval and a completed status from going back.
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_kind_ck";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "approval_threshold" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "decided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_waiting_idx" ON "transactions" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "transactions"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "transactions_decided_by_idx" ON "transactions" USING btree ("decided_by") WHERE "transactions"."decided_by" is not null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_approval_threshold_ck" CHECK ("organizations"."approval_threshold" is null or "organizations"."approval_threshold" >= 1);--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind_ck" CHECK ("ledger_journals"."kind" in ('accrual', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit', 'hold', 'approval', 'decline', 'redistribution'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_approval_ck" CHECK ("transactions"."approval" is null or ("transactions"."approval" in ('waiting', 'approved', 'declined', 'withdrawn') and "transactions"."type" = 'between_users' and "transactions"."addition_to_id" is null and ("transactions"."approval" = 'waiting') = ("transactions"."status" = 'waiting') and ("transactions"."approval" not in ('declined', 'withdrawn') or "transactions"."status" = 'canceled')));--> statement-breakpoint
CREATE OR REPLACE FUNCTION gratia_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.type = 'admin_manual' THEN
      RAISE EXCEPTION 'admin transfers are immutable (DELETE refused)' USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.type = 'admin_manual' THEN
    RAISE EXCEPTION 'admin transfers are immutable (UPDATE refused)' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.amount IS DISTINCT FROM OLD.amount OR NEW.sender_id IS DISTINCT FROM OLD.sender_id
     OR NEW.recipient_id IS DISTINCT FROM OLD.recipient_id OR NEW.period_id IS DISTINCT FROM OLD.period_id
     OR NEW.type IS DISTINCT FROM OLD.type OR NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
    RAISE EXCEPTION 'what a transaction moved cannot change' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'canceled' AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION 'a canceled transaction is final' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'completed' AND NEW.status = 'waiting' THEN
    RAISE EXCEPTION 'a completed transaction cannot wait again' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.approval IS DISTINCT FROM OLD.approval AND OLD.approval IS DISTINCT FROM 'waiting' THEN
    RAISE EXCEPTION 'an approval decision is final' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
