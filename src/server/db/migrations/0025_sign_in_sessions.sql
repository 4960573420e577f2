CREATE TABLE "sign_in_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"engagement_id" uuid,
	"reviewer_link_id" uuid,
	"identity_token_hash" text,
	"organisation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_sessions" ADD CONSTRAINT "sign_in_sessions_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_sessions" ADD CONSTRAINT "sign_in_sessions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_sessions" ADD CONSTRAINT "sign_in_sessions_reviewer_link_id_reviewer_links_id_fk" FOREIGN KEY ("reviewer_link_id") REFERENCES "public"."reviewer_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_sessions_secret_idx" ON "sign_in_sessions" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_sessions_identity_token_idx" ON "sign_in_sessions" USING btree ("identity_token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_sessions_actor_idx" ON "sign_in_sessions" USING btree ("actor_id") WHERE "sign_in_sessions"."ended_at" is null;