ALTER TABLE "outbox" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_seq_unique" UNIQUE("seq");