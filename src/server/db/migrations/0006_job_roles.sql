ALTER TABLE "engagements" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_role_idx" ON "engagements" USING btree ("role_id");