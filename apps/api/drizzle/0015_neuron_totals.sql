CREATE TABLE "neuron_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"role" text NOT NULL,
	"milli_points" bigint NOT NULL,
	CONSTRAINT "neuron_days_user_id_day_role_pk" PRIMARY KEY("user_id","day","role")
);
--> statement-breakpoint
CREATE TABLE "neuron_totals" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"milli_points" bigint NOT NULL,
	"awards" integer NOT NULL,
	CONSTRAINT "neuron_totals_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
DROP INDEX "neuron_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "neuron_days" ADD CONSTRAINT "neuron_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuron_totals" ADD CONSTRAINT "neuron_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "neuron_ledger_user_role_idx" ON "neuron_ledger" USING btree ("user_id","role","created_at","id");--> statement-breakpoint
CREATE INDEX "neuron_ledger_challenge_idx" ON "neuron_ledger" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "neuron_ledger_user_idx" ON "neuron_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- The running totals of the awards already in the ledger (kept in step by every award after this).
INSERT INTO "neuron_totals" ("user_id", "role", "milli_points", "awards")
SELECT "user_id", "role", sum("milli_points"), count(*) FROM "neuron_ledger" GROUP BY "user_id", "role";--> statement-breakpoint
INSERT INTO "neuron_days" ("user_id", "day", "role", "milli_points")
SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, "role", sum("milli_points")
FROM "neuron_ledger" GROUP BY 1, 2, 3;
