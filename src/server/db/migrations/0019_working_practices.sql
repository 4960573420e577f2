CREATE TABLE "business_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "business_sizes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "agency_text" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "business_size_id" integer;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_business_size_id_business_sizes_id_fk" FOREIGN KEY ("business_size_id") REFERENCES "public"."business_sizes"("id") ON DELETE no action ON UPDATE no action;