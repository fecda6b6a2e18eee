CREATE TABLE "config_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"restored_from_version" integer,
	"staff_id" uuid,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_versions_kind_check" CHECK (kind in ('app_settings', 'pricing_config', 'quote_engine_config'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pricing_version" integer;--> statement-breakpoint
ALTER TABLE "config_versions" ADD CONSTRAINT "config_versions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_versions_kind_version_idx" ON "config_versions" USING btree ("kind","version");