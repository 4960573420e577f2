ALTER TABLE "scheduled_events" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Events claimed before claims had a lease: their lease starts now, so an event a dead process held is sent later.
UPDATE "scheduled_events" SET "claimed_at" = now() WHERE "status" = 'claimed';
