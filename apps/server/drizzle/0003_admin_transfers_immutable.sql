-- Admin manual transfers cannot be edited or deleted (SPEC §5); no transaction may change what it
-- moved (amount, sender, recipient, period, type) — only its status, when a cancel reverses it.
CREATE FUNCTION gratia_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_guard
  BEFORE UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION gratia_transactions_guard();
