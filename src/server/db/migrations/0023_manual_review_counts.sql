CREATE TABLE "manual_review_counts" (
	"organisation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"archived" boolean NOT NULL,
	"assignee_actor_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "manual_review_counts_pk" PRIMARY KEY("organisation_id","status","archived","assignee_actor_id")
);
--> statement-breakpoint
-- A review's assignee as its bucket's key: none is the nil uuid (NO_ASSIGNEE in schema.ts).
CREATE FUNCTION manual_review_counts_assignee(assignee uuid) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(assignee, '00000000-0000-0000-0000-000000000000'::uuid)
$$;
--> statement-breakpoint
-- A review of a live engagement (not deleted) counts once, in the bucket of its status and assignee and its
-- engagement's organisation and archived flag. A write first locks the engagements it reads, so that a concurrent
-- move of the engagement (below) waits for it or it for the move, and each sees the other's rows (a trigger's
-- statements read afresh under read committed, the server's isolation). It then takes the bucket rows in key order
-- (the insert takes them in the order of its select), as engagement_counts does, so two writes moving reviews
-- opposite ways cannot deadlock. A write that leaves the review in its bucket takes none.
CREATE FUNCTION manual_review_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM engagements WHERE id IN (OLD.engagement_id, NEW.engagement_id) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO manual_review_counts AS c (organisation_id, status, archived, assignee_actor_id, n)
  SELECT e.organisation_id, r.status, e.archived, manual_review_counts_assignee(r.assignee), sum(r.delta)::integer
  FROM (VALUES (OLD.engagement_id, OLD.status, OLD.assignee_actor_id, -1),
               (NEW.engagement_id, NEW.status, NEW.assignee_actor_id, 1)) AS r (engagement_id, status, assignee, delta)
  JOIN engagements e ON e.id = r.engagement_id AND e.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(r.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (organisation_id, status, archived, assignee_actor_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manual_review_counts_kept AFTER INSERT OR DELETE OR UPDATE OF engagement_id, status, assignee_actor_id
ON manual_reviews FOR EACH ROW EXECUTE FUNCTION manual_review_counts_apply();
--> statement-breakpoint
-- An engagement moved to another organisation, archived or restored, deleted or brought back moves its reviews
-- from the buckets of its old row to those of its new one (none for a deleted engagement), in key order.
CREATE FUNCTION manual_review_counts_follow_engagement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO manual_review_counts AS c (organisation_id, status, archived, assignee_actor_id, n)
  SELECT e.organisation_id, r.status, e.archived, manual_review_counts_assignee(r.assignee_actor_id),
    sum(e.delta)::integer
  FROM manual_reviews r
  CROSS JOIN (VALUES (OLD.organisation_id, OLD.archived, OLD.deleted_at IS NULL, -1),
                     (NEW.organisation_id, NEW.archived, NEW.deleted_at IS NULL, 1)) AS e (organisation_id, archived, live, delta)
  WHERE r.engagement_id = NEW.id AND e.live
  GROUP BY 1, 2, 3, 4 HAVING sum(e.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (organisation_id, status, archived, assignee_actor_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manual_review_counts_follow AFTER UPDATE OF organisation_id, archived, deleted_at ON engagements
FOR EACH ROW WHEN ((OLD.organisation_id, OLD.archived, OLD.deleted_at IS NULL)
  IS DISTINCT FROM (NEW.organisation_id, NEW.archived, NEW.deleted_at IS NULL))
EXECUTE FUNCTION manual_review_counts_follow_engagement();
--> statement-breakpoint
-- Made again from the rows: on migrating a database that has manual reviews, and after a bulk load with triggers off.
CREATE FUNCTION manual_review_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM manual_review_counts;
  INSERT INTO manual_review_counts (organisation_id, status, archived, assignee_actor_id, n)
  SELECT e.organisation_id, r.status, e.archived, manual_review_counts_assignee(r.assignee_actor_id), count(*)::integer
  FROM manual_reviews r JOIN engagements e ON e.id = r.engagement_id
  WHERE e.deleted_at IS NULL GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT manual_review_counts_rebuild();
