-- Contacts (docs/decisions/0025): an action code remembers the e-mail it confirms.
ALTER TABLE "one_time_codes" ADD COLUMN "target" text;