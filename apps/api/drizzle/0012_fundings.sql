CREATE TABLE "fundings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid,
	"receiver_id" uuid,
	"cents" integer NOT NULL,
	"message" text,
	"idempotency_key" text NOT NULL,
	"debit_id" bigint NOT NULL,
	"credit_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_debit_id_money_ledger_id_fk" FOREIGN KEY ("debit_id") REFERENCES "public"."money_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_credit_id_money_ledger_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."money_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_payer_key" ON "fundings" USING btree ("payer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_debit_key" ON "fundings" USING btree ("debit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_credit_key" ON "fundings" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "fundings_receiver_idx" ON "fundings" USING btree ("receiver_id");