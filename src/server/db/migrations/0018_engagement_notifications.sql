CREATE TABLE "engagement_notification_opt_outs" (
	"engagement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_notification_opt_outs_engagement_id_kind_email_pk" PRIMARY KEY("engagement_id","kind","email")
);
--> statement-breakpoint
CREATE TABLE "engagement_notification_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_notification_opt_outs" ADD CONSTRAINT "engagement_notification_opt_outs_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_notification_opt_outs" ADD CONSTRAINT "engagement_notification_opt_outs_created_by_actors_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_notification_recipients" ADD CONSTRAINT "engagement_notification_recipients_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_notification_recipients" ADD CONSTRAINT "engagement_notification_recipients_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_notification_recipients" ADD CONSTRAINT "engagement_notification_recipients_added_by_actors_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_notification_recipients_idx" ON "engagement_notification_recipients" USING btree ("engagement_id","actor_id","kind");