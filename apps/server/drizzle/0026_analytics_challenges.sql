-- The analytics challenges report (docs/decisions/0041): every challenge of an organization, the deleted
-- ones too, newest first (keyset on created_at, id); the list's indexes leave the deleted ones out.
CREATE INDEX "challenges_report_idx" ON "challenges" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);