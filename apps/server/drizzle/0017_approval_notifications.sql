-- Bell notices for a declined thanks (to its sender) and for points a manager gave (to the recipient):
-- two more kinds, both once per transaction and recipient.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_ck";--> statement-breakpoint
DROP INDEX "notifications_once_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_uq" ON "notifications" USING btree ("organization_id","kind","object_type","object_id","recipient_id") WHERE kind in ('thanks_received', 'thanks_cancelled', 'period_started', 'period_ends_soon', 'thanks_declined', 'points_redistributed');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('thanks_received', 'thanks_cancelled', 'thanks_addition', 'thanks_comment', 'thanks_like', 'period_started', 'period_ends_soon',
                        'thanks_declined', 'points_redistributed'));