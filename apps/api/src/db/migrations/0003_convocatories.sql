CREATE TABLE "applicant_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"cellphone" text,
	"country" text,
	"region" text,
	"biography" text,
	"photo_key" text,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_advice_id" uuid,
	"attribute_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company" text,
	"business_position_id" uuid,
	"business_area" text,
	"university" text,
	"career" text,
	"emprende_info" jsonb,
	"terms_accepted_at" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "convocatories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"convocatory_type" text NOT NULL,
	"mentor_type" text NOT NULL,
	"pairs_number" integer,
	"estimated_open_date" date NOT NULL,
	"estimated_close_date" date NOT NULL,
	"close_date" timestamp with time zone,
	"client_id" uuid NOT NULL,
	"responsible_id" uuid,
	"logo_key" text,
	"social_media_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convocatory_inscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"convocatory_id" uuid NOT NULL,
	"inscription_type" text NOT NULL,
	"user_id" uuid,
	"profile_id" uuid,
	"motivation" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convocatory_inscriptions_one_applicant" CHECK (("convocatory_inscriptions"."user_id" is null) <> ("convocatory_inscriptions"."profile_id" is null))
);
--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD CONSTRAINT "applicant_profiles_main_advice_id_advices_id_fk" FOREIGN KEY ("main_advice_id") REFERENCES "public"."advices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD CONSTRAINT "applicant_profiles_business_position_id_business_positions_id_fk" FOREIGN KEY ("business_position_id") REFERENCES "public"."business_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD CONSTRAINT "applicant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatories" ADD CONSTRAINT "convocatories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatories" ADD CONSTRAINT "convocatories_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatory_inscriptions" ADD CONSTRAINT "convocatory_inscriptions_convocatory_id_convocatories_id_fk" FOREIGN KEY ("convocatory_id") REFERENCES "public"."convocatories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatory_inscriptions" ADD CONSTRAINT "convocatory_inscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatory_inscriptions" ADD CONSTRAINT "convocatory_inscriptions_profile_id_applicant_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."applicant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convocatories_status_idx" ON "convocatories" USING btree ("status","estimated_open_date");--> statement-breakpoint
CREATE INDEX "convocatories_client_idx" ON "convocatories" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "convocatory_inscriptions_user_uq" ON "convocatory_inscriptions" USING btree ("convocatory_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "convocatory_inscriptions_profile_uq" ON "convocatory_inscriptions" USING btree ("convocatory_id","profile_id");--> statement-breakpoint
CREATE INDEX "convocatory_inscriptions_list_idx" ON "convocatory_inscriptions" USING btree ("convocatory_id","inscription_type","created_at");