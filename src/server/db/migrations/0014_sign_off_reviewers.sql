CREATE TABLE "engagement_reviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"actor_id" uuid,
	"group_id" uuid,
	"organisation_id" uuid,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"signed_off_at" timestamp with time zone,
	"signed_off_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"member_roles" jsonb NOT NULL,
	"offered_to_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"engagement_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_reviewers" ADD CONSTRAINT "engagement_reviewers_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_reviewers" ADD CONSTRAINT "engagement_reviewers_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_reviewers" ADD CONSTRAINT "engagement_reviewers_group_id_reviewer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."reviewer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_reviewers" ADD CONSTRAINT "engagement_reviewers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_reviewers" ADD CONSTRAINT "engagement_reviewers_signed_off_by_actors_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_groups" ADD CONSTRAINT "reviewer_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_links" ADD CONSTRAINT "reviewer_links_reviewer_id_engagement_reviewers_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."engagement_reviewers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_links" ADD CONSTRAINT "reviewer_links_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_links" ADD CONSTRAINT "reviewer_links_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_reviewers_engagement_idx" ON "engagement_reviewers" USING btree ("engagement_id","status");--> statement-breakpoint
CREATE INDEX "engagement_reviewers_actor_idx" ON "engagement_reviewers" USING btree ("actor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_links_token_idx" ON "reviewer_links" USING btree ("token_hash");