CREATE TABLE "event_attendances" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendances_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "process_campuses" (
	"process_id" uuid NOT NULL,
	"campus_id" uuid NOT NULL,
	CONSTRAINT "process_campuses_process_id_campus_id_pk" PRIMARY KEY("process_id","campus_id")
);
--> statement-breakpoint
CREATE TABLE "process_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"name" text NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"event_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invitation_status" text DEFAULT 'PENDING' NOT NULL,
	"invitation_mail_count" integer DEFAULT 0 NOT NULL,
	"last_invited_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"campus_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"service_types" text[] NOT NULL,
	"client_id" uuid NOT NULL,
	"owner_id" uuid,
	"estimated_start_date" date NOT NULL,
	"estimated_end_date" date NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"mentorship_id" uuid,
	"dynamic_mentorship_id" uuid,
	"mdi_id" uuid,
	"sessions_feedback_bundle_id" uuid,
	"ungrouped" boolean DEFAULT false NOT NULL,
	"emprende_type" text,
	"specialty_name" text,
	"emprende_main_process_id" uuid,
	"is_mentorup" boolean DEFAULT false NOT NULL,
	"convocatory_id" uuid,
	"logo_key" text,
	"sessions_date_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"networking" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_event_id_process_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."process_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_campuses" ADD CONSTRAINT "process_campuses_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_campuses" ADD CONSTRAINT "process_campuses_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_participants" ADD CONSTRAINT "process_participants_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_participants" ADD CONSTRAINT "process_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_participants" ADD CONSTRAINT "process_participants_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_dynamic_mentorship_id_dynamic_mentorships_id_fk" FOREIGN KEY ("dynamic_mentorship_id") REFERENCES "public"."dynamic_mentorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_mdi_id_mdis_id_fk" FOREIGN KEY ("mdi_id") REFERENCES "public"."mdis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_sessions_feedback_bundle_id_questionary_bundles_id_fk" FOREIGN KEY ("sessions_feedback_bundle_id") REFERENCES "public"."questionary_bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_emprende_main_process_id_processes_id_fk" FOREIGN KEY ("emprende_main_process_id") REFERENCES "public"."processes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_convocatory_id_convocatories_id_fk" FOREIGN KEY ("convocatory_id") REFERENCES "public"."convocatories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_events_process_idx" ON "process_events" USING btree ("process_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "process_participants_user_uq" ON "process_participants" USING btree ("process_id","user_id");--> statement-breakpoint
CREATE INDEX "process_participants_list_idx" ON "process_participants" USING btree ("process_id","role","invitation_status");--> statement-breakpoint
CREATE INDEX "process_participants_user_idx" ON "process_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "processes_status_idx" ON "processes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "processes_client_idx" ON "processes" USING btree ("client_id");