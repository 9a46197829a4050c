CREATE TABLE "suggestion_boxes" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"challenge_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suggestion_boxes" ADD CONSTRAINT "suggestion_boxes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_boxes" ADD CONSTRAINT "suggestion_boxes_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_boxes_challenge_key" ON "suggestion_boxes" USING btree ("challenge_id");