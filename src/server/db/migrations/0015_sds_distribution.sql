CREATE TABLE "dispute_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"actor_id" uuid,
	"organisation_id" uuid,
	"party_email" text,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"dispute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"sds_document_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"mail_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"email" text NOT NULL,
	"party" text NOT NULL,
	"contractor_id" uuid,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_name" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "raised_by" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "response_details" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "responded_by" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "new_sds_from" text;--> statement-breakpoint
ALTER TABLE "sds_documents" ADD COLUMN "replaced_from" text;--> statement-breakpoint
ALTER TABLE "dispute_comments" ADD CONSTRAINT "dispute_comments_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_comments" ADD CONSTRAINT "dispute_comments_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_comments" ADD CONSTRAINT "dispute_comments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_links" ADD CONSTRAINT "distribution_links_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_receipts" ADD CONSTRAINT "distribution_receipts_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_receipts" ADD CONSTRAINT "distribution_receipts_sds_document_id_sds_documents_id_fk" FOREIGN KEY ("sds_document_id") REFERENCES "public"."sds_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_comments_dispute_idx" ON "dispute_comments" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_files_dispute_idx" ON "dispute_files" USING btree ("dispute_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_links_token_idx" ON "distribution_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "distribution_receipts_distribution_idx" ON "distribution_receipts" USING btree ("distribution_id","sent_at");--> statement-breakpoint
CREATE INDEX "distribution_receipts_mail_idx" ON "distribution_receipts" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "distributions_engagement_idx" ON "distributions" USING btree ("engagement_id","status");