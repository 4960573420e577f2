CREATE TABLE "manual_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"engagement_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"assignee_actor_id" uuid,
	"review_submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD CONSTRAINT "manual_reviews_id_engagement_reviewers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."engagement_reviewers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD CONSTRAINT "manual_reviews_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD CONSTRAINT "manual_reviews_assignee_actor_id_actors_id_fk" FOREIGN KEY ("assignee_actor_id") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_reviews_status_submitted_idx" ON "manual_reviews" USING btree ("status","review_submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "manual_reviews_assignee_idx" ON "manual_reviews" USING btree ("assignee_actor_id","status");--> statement-breakpoint
CREATE INDEX "manual_reviews_engagement_idx" ON "manual_reviews" USING btree ("engagement_id");