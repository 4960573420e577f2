CREATE TABLE "actor_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"organisation_id" uuid,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"job_description" text,
	"title_id" integer,
	"agreed_terms_id" uuid,
	"turnover_id" integer,
	"contractor_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"verified" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"change_password_id" text,
	"change_password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_payloads" (
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "idp_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"reference" text,
	"parent_id" uuid,
	"is_provider" boolean DEFAULT false NOT NULL,
	"insurance_validation_tool" boolean DEFAULT false NOT NULL,
	"show_insured_with_provider" boolean DEFAULT false NOT NULL,
	"mandatory_sign_off" boolean DEFAULT false NOT NULL,
	"mandatory_sign_off_role" boolean DEFAULT false NOT NULL,
	"hide_rate_field" boolean DEFAULT false NOT NULL,
	"hide_offset" boolean DEFAULT false NOT NULL,
	"child_creation" boolean DEFAULT true NOT NULL,
	"question_dissemination" boolean DEFAULT false NOT NULL,
	"show_terms" boolean DEFAULT true NOT NULL,
	"share_leads" boolean DEFAULT false NOT NULL,
	"logo_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_provider_only" boolean NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "permission_roles_code_unique" UNIQUE("code"),
	CONSTRAINT "permission_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actor_roles" ADD CONSTRAINT "actor_roles_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_roles" ADD CONSTRAINT "actor_roles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_roles" ADD CONSTRAINT "actor_roles_role_id_permission_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."permission_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actors" ADD CONSTRAINT "actors_agreed_terms_id_terms_id_fk" FOREIGN KEY ("agreed_terms_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actor_roles_actor_idx" ON "actor_roles" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "actor_roles_org_idx" ON "actor_roles" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "actor_roles_unique_idx" ON "actor_roles" USING btree ("actor_id","organisation_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "actors_email_idx" ON "actors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_idx" ON "idp_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_change_password_idx" ON "idp_accounts" USING btree ("change_password_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_grant_idx" ON "idp_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_uid_idx" ON "idp_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_payloads_user_code_idx" ON "idp_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "organisations_parent_idx" ON "organisations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree ("name");