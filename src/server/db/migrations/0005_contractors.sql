CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text NOT NULL,
	"company_number" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"external_reference" text,
	"share_with_provider" boolean DEFAULT false NOT NULL,
	"ir35_insured" boolean,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_org_email_idx" ON "contractors" USING btree ("organisation_id",lower("email")) WHERE "contractors"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contractors_email_idx" ON "contractors" USING btree (lower("email"));