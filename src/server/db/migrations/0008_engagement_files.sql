CREATE TABLE "engagement_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"engagement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_files" ADD CONSTRAINT "engagement_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_files" ADD CONSTRAINT "engagement_files_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_files_engagement_idx" ON "engagement_files" USING btree ("engagement_id","kind");