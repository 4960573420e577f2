CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"question_set_id" uuid NOT NULL,
	"standing" text DEFAULT 'current' NOT NULL,
	"previous_assessment_id" uuid,
	"in_progress_answer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_category_id" text,
	"result" text,
	"result_code" text,
	"result_summary" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" double precision,
	"hmrc_outcome" text,
	"hmrc_reason" text,
	"needs_manual_review" boolean DEFAULT false NOT NULL,
	"category_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_by" text,
	"notes" text,
	"dissemination" boolean DEFAULT false NOT NULL,
	"completed_on" timestamp with time zone,
	"assessor_actor_id" uuid,
	"assessor_organisation_id" uuid,
	"manual_override_reason" text,
	"manual_override_by" text,
	"exposure_pence" bigint,
	"offset_pence" bigint,
	"exposure_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reassessment_frequencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sds_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"conclusion" text NOT NULL,
	"issued_on" text NOT NULL,
	"issued_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "end_client_id" uuid;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "end_client_text" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "sds_provider" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "reassessment_frequency_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sds_documents" ADD CONSTRAINT "sds_documents_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sds_documents" ADD CONSTRAINT "sds_documents_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sds_documents" ADD CONSTRAINT "sds_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_engagement_idx" ON "assessments" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_current_idx" ON "assessments" USING btree ("engagement_id") WHERE "assessments"."standing" = 'current';--> statement-breakpoint
CREATE UNIQUE INDEX "question_sets_type_version_idx" ON "question_sets" USING btree ("type_code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sds_documents_engagement_version_idx" ON "sds_documents" USING btree ("engagement_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sds_documents_assessment_idx" ON "sds_documents" USING btree ("assessment_id");--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_end_client_id_organisations_id_fk" FOREIGN KEY ("end_client_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;