CREATE TABLE "live_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"editor_id" uuid,
	"lease_expires_at" timestamp with time zone,
	"done" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pair_session_notes" (
	"pair_id" uuid NOT NULL,
	"session_number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pair_session_notes_pair_id_session_number_user_id_pk" PRIMARY KEY("pair_id","session_number","user_id")
);
--> statement-breakpoint
CREATE TABLE "pair_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_id" uuid NOT NULL,
	"session_number" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"type" text NOT NULL,
	"max_value" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pair_tasks_type" CHECK ("pair_tasks"."type" in ('NUMBER', 'CHECKBOX')),
	CONSTRAINT "pair_tasks_max_value" CHECK ("pair_tasks"."max_value" >= 1 and ("pair_tasks"."type" = 'NUMBER' or "pair_tasks"."max_value" = 1)),
	CONSTRAINT "pair_tasks_value" CHECK ("pair_tasks"."value" between 0 and "pair_tasks"."max_value")
);
--> statement-breakpoint
ALTER TABLE "pair_sessions" ADD COLUMN "template_invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "live_contents" ADD CONSTRAINT "live_contents_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_contents" ADD CONSTRAINT "live_contents_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_session_notes" ADD CONSTRAINT "pair_session_notes_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_session_notes" ADD CONSTRAINT "pair_session_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_tasks" ADD CONSTRAINT "pair_tasks_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_tasks" ADD CONSTRAINT "pair_tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_contents_entity_uq" ON "live_contents" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "live_contents_pair_idx" ON "live_contents" USING btree ("pair_id");--> statement-breakpoint
CREATE INDEX "pair_tasks_pair_idx" ON "pair_tasks" USING btree ("pair_id","created_at");--> statement-breakpoint
ALTER TABLE "pair_sessions" ADD CONSTRAINT "pair_sessions_template_invitation_id_questionary_invitations_id_fk" FOREIGN KEY ("template_invitation_id") REFERENCES "public"."questionary_invitations"("id") ON DELETE set null ON UPDATE no action;