ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
-- Mail enqueued before this migration: the public host is not known here, so those ids name localhost.
UPDATE "mail_outbox" SET "message_id" = '<' || "id" || '@localhost>';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Rows claimed by a process that stopped before marking them: their lease starts now, so they go again later.
UPDATE "mail_outbox" SET "claimed_at" = now() WHERE "status" = 'claimed';
