CREATE TABLE "pair_sessions" (
	"pair_id" uuid NOT NULL,
	"session_number" integer NOT NULL,
	"status" text DEFAULT 'PENDING_NO_DATE' NOT NULL,
	"schedule_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pair_sessions_pair_id_session_number_pk" PRIMARY KEY("pair_id","session_number")
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"affinity" real,
	"affinity_breakdown" jsonb,
	"objective_id" uuid,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_measurement_sends" (
	"process_id" uuid NOT NULL,
	"sub_type" text NOT NULL,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"first_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_measurement_sends_process_id_sub_type_pk" PRIMARY KEY("process_id","sub_type")
);
--> statement-breakpoint
CREATE TABLE "questionary_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid,
	"user_id" uuid NOT NULL,
	"user_role" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_sub_type" text NOT NULL,
	"mdi_measurement_id" uuid,
	"questionary_id" uuid,
	"pair_id" uuid,
	"status" text DEFAULT 'SENT' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pair_sessions" ADD CONSTRAINT "pair_sessions_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_objective_id_advices_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."advices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_measurement_sends" ADD CONSTRAINT "process_measurement_sends_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_mdi_measurement_id_mdi_measurements_id_fk" FOREIGN KEY ("mdi_measurement_id") REFERENCES "public"."mdi_measurements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_questionary_id_questionaries_id_fk" FOREIGN KEY ("questionary_id") REFERENCES "public"."questionaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_student_uq" ON "pairs" USING btree ("process_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_mentor_uq" ON "pairs" USING btree ("process_id","mentor_id");--> statement-breakpoint
CREATE INDEX "pairs_mentor_idx" ON "pairs" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "pairs_student_idx" ON "pairs" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "questionary_invitations_user_idx" ON "questionary_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "questionary_invitations_process_idx" ON "questionary_invitations" USING btree ("process_id","entity_type","entity_sub_type");