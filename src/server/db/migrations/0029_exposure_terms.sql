-- How the fee-payer pays the worker's company and who the client is, for the exposure worked per payment, and the
-- stored breakdown of a result's exposure (docs/financial-exposure.md). Existing engagements read as monthly in
-- arrears, 30 days, not Scottish, client size unknown.
ALTER TABLE "assessments" ADD COLUMN "exposure_detail" jsonb;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "invoicing_frequency" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "scottish_taxpayer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "client_size" text;