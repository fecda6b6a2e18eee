CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "contractor_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"hourly_rate_pence" integer NOT NULL,
	"description" text,
	"skill_level" text DEFAULT 'experienced' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"flow" text NOT NULL,
	"step" text NOT NULL,
	"action" text NOT NULL,
	"form_stage" text,
	"source" text,
	"customer_type" text,
	"time_on_step_seconds" integer,
	"field_name" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"quote_amount_pence" integer,
	"staff_id" uuid,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_save_keys" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"city" text,
	"postcode" text,
	"property_type" text,
	"customer_type" text,
	"job_description" text NOT NULL,
	"urgency" text,
	"outcome" text,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"notes" text,
	"is_draft" boolean DEFAULT false NOT NULL,
	"discount_applied" boolean DEFAULT false NOT NULL,
	"quote_amount_pence" integer,
	"estimated_price_low_pence" integer,
	"estimated_price_high_pence" integer,
	"jobber_quote_id" text,
	"analysed_job_data" jsonb,
	"follow_up_questions" jsonb,
	"question_answers" jsonb,
	"final_recommendation" jsonb,
	"form_stage" text,
	"user_agent" text,
	"referrer" text,
	"funnel_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_funnel_key_unique" UNIQUE("funnel_key")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"google_rating" text NOT NULL,
	"google_rating_stars" integer NOT NULL,
	"google_review_count" integer NOT NULL,
	"trust_badge_1" text NOT NULL,
	"trust_badge_2" text NOT NULL,
	"trust_badge_3" text NOT NULL,
	"business_name" text NOT NULL,
	"business_phone" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"offer_text" text NOT NULL,
	"offer_description" text NOT NULL,
	"urgent_service_text" text NOT NULL,
	"standard_service_text" text NOT NULL,
	"lead_webhook_url" text,
	"lead_webhook_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pricing_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_rate_pence" integer NOT NULL,
	"callout_fee_pence" integer NOT NULL,
	"material_markup" real NOT NULL,
	"minimum_charge_pence" integer NOT NULL,
	"max_daily_hours" real NOT NULL,
	"urgency_modifiers" jsonb NOT NULL,
	"complexity_modifiers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quote_engine_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "training_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid,
	"job_description" text NOT NULL,
	"customer_type" text NOT NULL,
	"job_scope" text NOT NULL,
	"urgency" text NOT NULL,
	"ai_complexity" real,
	"ai_needs_visual" real,
	"ai_recommendation" text NOT NULL,
	"ai_score" real,
	"ai_reasoning" text,
	"human_recommendation" text NOT NULL,
	"human_reasoning" text,
	"human_confidence" integer NOT NULL,
	"human_feedback" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"built_in_key" text,
	"job_description" text NOT NULL,
	"customer_type" text NOT NULL,
	"job_scope" text NOT NULL,
	"urgency" text NOT NULL,
	"complexity" text NOT NULL,
	"ai_recommendation" text NOT NULL,
	"ai_reasoning" text NOT NULL,
	"human_recommendation" text,
	"human_reasoning" text,
	"confidence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_scenarios_built_in_key_unique" UNIQUE("built_in_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_save_keys" ADD CONSTRAINT "lead_save_keys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_config" ADD CONSTRAINT "pricing_config_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_engine_config" ADD CONSTRAINT "quote_engine_config_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_records" ADD CONSTRAINT "training_records_scenario_id_training_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."training_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_records" ADD CONSTRAINT "training_records_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_outbox_id_webhook_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."webhook_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interaction_events_flow_created_idx" ON "interaction_events" USING btree ("flow","created_at");--> statement-breakpoint
CREATE INDEX "interaction_events_session_idx" ON "interaction_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((lower("customer_name" || ' ' || "phone" || ' ' || "job_description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "training_records_created_idx" ON "training_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "training_scenarios_created_idx" ON "training_scenarios" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_outbox_idx" ON "webhook_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "webhook_outbox_due_idx" ON "webhook_outbox" USING btree ("status","next_attempt_at");