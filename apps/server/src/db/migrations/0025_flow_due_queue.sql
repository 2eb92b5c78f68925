CREATE INDEX "flow_entries_due_idx" ON "flow_entries" USING btree ("due_at") WHERE "flow_entries"."status" = 'active' and "flow_entries"."due_at" is not null;--> statement-breakpoint
-- The steps' own jobs are replaced by the entries' due times: the flows.due job finds every such entry.
DELETE FROM "jobs" WHERE "kind" = 'flows.step' AND "state" IN ('queued', 'running');
