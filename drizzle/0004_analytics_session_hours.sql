CREATE TABLE "interaction_session_hours" (
	"flow" text NOT NULL,
	"session_id" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"london_day" date NOT NULL,
	"single_hour" boolean DEFAULT false NOT NULL,
	"event_count" integer NOT NULL,
	"entered_stages" integer NOT NULL,
	"converted" boolean NOT NULL,
	"stage1_seconds" integer NOT NULL,
	"stage2_seconds" integer NOT NULL,
	"stage3_seconds" integer NOT NULL,
	"stage4_seconds" integer NOT NULL,
	"stage5_seconds" integer NOT NULL,
	"last_stage" smallint,
	"last_stage_at" timestamp with time zone,
	"funnel_key" text,
	"last_event_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interaction_session_hours_flow_hour_start_session_id_pk" PRIMARY KEY("flow","hour_start","session_id")
);
--> statement-breakpoint
CREATE INDEX "interaction_session_hours_session_idx" ON "interaction_session_hours" USING btree ("session_id","flow");--> statement-breakpoint
CREATE INDEX "interaction_session_hours_converted_idx" ON "interaction_session_hours" USING btree ("session_id","flow") WHERE "interaction_session_hours"."converted";