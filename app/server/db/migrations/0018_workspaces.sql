CREATE TABLE "event_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"what" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_members_event_id_email_pk" PRIMARY KEY("event_id","email"),
	CONSTRAINT "event_members_role_check" CHECK ("event_members"."role" in ('organiser', 'finance', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"valid_until" date NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_documents_kind_check" CHECK ("vendor_documents"."kind" in ('w9', 'insurance', 'dpa', 'security'))
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_email_pk" PRIMARY KEY("workspace_id","email"),
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('organiser', 'finance', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_event_id_event_orders_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_event_id_event_orders_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_members_email_idx" ON "event_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "account_sessions_email_idx" ON "account_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "account_sign_in_links_email_idx" ON "account_sign_in_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "vendor_documents_kind_idx" ON "vendor_documents" USING btree ("kind","uploaded_at");--> statement-breakpoint
CREATE INDEX "workspace_members_email_idx" ON "workspace_members" USING btree ("email");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_workspace_idx" ON "quotes" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "event_orders_workspace_idx" ON "event_orders" USING btree ("workspace_id");