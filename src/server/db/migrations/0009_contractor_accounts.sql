CREATE TABLE "contractor_profiles" (
	"actor_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text,
	"company_name" text,
	"company_number" text,
	"occupation_id" integer,
	"has_business_insurance" boolean,
	"renewal_date" text,
	"newsletter_since" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" integer PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnovers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "turnovers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "contractor_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "occupations_industry_name_idx" ON "occupations" USING btree ("industry_id","name");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractors_actor_idx" ON "contractors" USING btree ("actor_id");