CREATE TABLE "engagement_counts" (
	"organisation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "engagement_counts_organisation_id_type_status_archived_pk" PRIMARY KEY("organisation_id","type","status","archived")
);
--> statement-breakpoint
-- One bucket moves by `delta`; a bucket met for the first time is made.
CREATE FUNCTION engagement_counts_add(organisation uuid, kind text, status text, archived boolean, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO engagement_counts AS c (organisation_id, type, status, archived, n)
  VALUES (organisation, kind, status, archived, delta)
  ON CONFLICT (organisation_id, type, status, archived) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
-- A live engagement (not deleted) counts once, in the bucket of its row. A write that moves it between buckets
-- takes the two bucket rows in key order, so two writes moving engagements opposite ways cannot deadlock.
CREATE FUNCTION engagement_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL;
  is_live boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL;
BEGIN
  IF was_live AND is_live THEN
    IF (OLD.organisation_id, OLD.type, OLD.status, OLD.archived) = (NEW.organisation_id, NEW.type, NEW.status, NEW.archived) THEN
      RETURN NULL;
    END IF;
    IF (OLD.organisation_id, OLD.type, OLD.status, OLD.archived) > (NEW.organisation_id, NEW.type, NEW.status, NEW.archived) THEN
      PERFORM engagement_counts_add(NEW.organisation_id, NEW.type, NEW.status, NEW.archived, 1);
      PERFORM engagement_counts_add(OLD.organisation_id, OLD.type, OLD.status, OLD.archived, -1);
      RETURN NULL;
    END IF;
  END IF;
  IF was_live THEN
    PERFORM engagement_counts_add(OLD.organisation_id, OLD.type, OLD.status, OLD.archived, -1);
  END IF;
  IF is_live THEN
    PERFORM engagement_counts_add(NEW.organisation_id, NEW.type, NEW.status, NEW.archived, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER engagement_counts_kept AFTER INSERT OR UPDATE OR DELETE ON engagements
FOR EACH ROW EXECUTE FUNCTION engagement_counts_apply();
--> statement-breakpoint
-- Made again from the rows: on migrating a database that has engagements, and after a bulk load with triggers off.
CREATE FUNCTION engagement_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM engagement_counts;
  INSERT INTO engagement_counts (organisation_id, type, status, archived, n)
  SELECT organisation_id, type, status, archived, count(*)::integer FROM engagements
  WHERE deleted_at IS NULL GROUP BY organisation_id, type, status, archived;
$$;
--> statement-breakpoint
SELECT engagement_counts_rebuild();
