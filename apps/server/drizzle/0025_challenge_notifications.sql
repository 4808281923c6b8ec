-- Challenge notifications (docs/decisions/0039): a report sent (to the organizer), accepted or rejected
-- (to its author), a challenge ending within a day (to its participants, once: ends_soon_notified_at)
-- and a community challenge published (to every active member); all once per object and recipient.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_object_type_ck";--> statement-breakpoint
DROP INDEX "notifications_once_uq";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "ends_soon_notified_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "challenges_ends_soon_idx" ON "challenges" USING btree ("end_at") WHERE "challenges"."status" = 'active' and "challenges"."ends_soon_notified_at" is null and "challenges"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_uq" ON "notifications" USING btree ("organization_id","kind","object_type","object_id","recipient_id") WHERE kind in ('thanks_received', 'thanks_cancelled', 'period_started', 'period_ends_soon', 'thanks_declined', 'points_redistributed', 'challenge_report_sent', 'challenge_report_accepted', 'challenge_report_rejected', 'challenge_ends_soon', 'challenge_published');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('thanks_received', 'thanks_cancelled', 'thanks_addition', 'thanks_comment', 'thanks_like', 'period_started', 'period_ends_soon',
                        'thanks_declined', 'points_redistributed', 'challenge_report_sent', 'challenge_report_accepted', 'challenge_report_rejected',
                        'challenge_ends_soon', 'challenge_published'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_object_type_ck" CHECK ("notifications"."object_type" in ('transaction', 'period', 'challenge', 'challenge_report'));