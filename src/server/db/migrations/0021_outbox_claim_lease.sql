ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Rows claimed before claims had a lease: their lease starts now, so a row a dead process held is taken again.
UPDATE "outbox" SET "claimed_at" = now() WHERE "status" = 'claimed';
