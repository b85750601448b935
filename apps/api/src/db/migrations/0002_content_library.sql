CREATE TABLE "campus_users" (
	"campus_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_users_campus_id_user_id_pk" PRIMARY KEY("campus_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"student_campus_info" jsonb,
	"mentor_campus_info" jsonb,
	"illustration_key" text,
	"roles_with_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"content_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"video_id" text
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campus_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"lesson_number" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentorship_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_questionary_id" uuid,
	"mentor_document_key" text,
	"mentor_document_name" text,
	"mentor_link" text,
	"student_document_key" text,
	"student_document_name" text,
	"student_link" text
);
--> statement-breakpoint
CREATE TABLE "mentorship_tags" (
	"mentorship_id" uuid NOT NULL,
	"mentorship_type_id" uuid NOT NULL,
	CONSTRAINT "mentorship_tags_mentorship_id_mentorship_type_id_pk" PRIMARY KEY("mentorship_id","mentorship_type_id")
);
--> statement-breakpoint
CREATE TABLE "mentorship_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "mentorship_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mentorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "dynamic_mentorship_items" (
	"dynamic_mentorship_id" uuid NOT NULL,
	"session_number" integer NOT NULL,
	"objective_id" text NOT NULL,
	"advice_id" uuid,
	"questionary_id" uuid NOT NULL,
	CONSTRAINT "dynamic_mentorship_items_dynamic_mentorship_id_session_number_objective_id_pk" PRIMARY KEY("dynamic_mentorship_id","session_number","objective_id")
);
--> statement-breakpoint
CREATE TABLE "dynamic_mentorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sessions" integer NOT NULL,
	"is_dynamic" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdi_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mdi_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"sub_type" text,
	"auto_send" boolean DEFAULT false NOT NULL,
	"mentor_question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"student_question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"target_user_role" text NOT NULL,
	"structure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionary_bundle_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"questionary_id" uuid NOT NULL,
	"user_role" text NOT NULL,
	"entity_sub_type" text NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionary_bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"entity_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"type" text NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other" boolean DEFAULT false NOT NULL,
	"alternatives_multiple" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "campus_users" ADD CONSTRAINT "campus_users_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_users" ADD CONSTRAINT "campus_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_contents" ADD CONSTRAINT "lesson_contents_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_template_questionary_id_questionaries_id_fk" FOREIGN KEY ("template_questionary_id") REFERENCES "public"."questionaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_tags" ADD CONSTRAINT "mentorship_tags_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_tags" ADD CONSTRAINT "mentorship_tags_mentorship_type_id_mentorship_types_id_fk" FOREIGN KEY ("mentorship_type_id") REFERENCES "public"."mentorship_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_mentorship_items" ADD CONSTRAINT "dynamic_mentorship_items_dynamic_mentorship_id_dynamic_mentorships_id_fk" FOREIGN KEY ("dynamic_mentorship_id") REFERENCES "public"."dynamic_mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_mentorship_items" ADD CONSTRAINT "dynamic_mentorship_items_advice_id_advices_id_fk" FOREIGN KEY ("advice_id") REFERENCES "public"."advices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_mentorship_items" ADD CONSTRAINT "dynamic_mentorship_items_questionary_id_questionaries_id_fk" FOREIGN KEY ("questionary_id") REFERENCES "public"."questionaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdi_measurements" ADD CONSTRAINT "mdi_measurements_mdi_id_mdis_id_fk" FOREIGN KEY ("mdi_id") REFERENCES "public"."mdis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_bundle_items" ADD CONSTRAINT "questionary_bundle_items_bundle_id_questionary_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."questionary_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_bundle_items" ADD CONSTRAINT "questionary_bundle_items_questionary_id_questionaries_id_fk" FOREIGN KEY ("questionary_id") REFERENCES "public"."questionaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_contents_lesson_idx" ON "lesson_contents" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_campus_idx" ON "lessons" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "mentorship_sessions_mentorship_idx" ON "mentorship_sessions" USING btree ("mentorship_id");--> statement-breakpoint
CREATE INDEX "mdi_measurements_mdi_idx" ON "mdi_measurements" USING btree ("mdi_id");--> statement-breakpoint
CREATE INDEX "questionaries_type_idx" ON "questionaries" USING btree ("type");--> statement-breakpoint
CREATE INDEX "questionary_bundle_items_bundle_idx" ON "questionary_bundle_items" USING btree ("bundle_id");