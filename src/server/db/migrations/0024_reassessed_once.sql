-- Before this index, reassessing twice made two live successors of one engagement. The earliest stays its
-- successor; the later ones stay as engagements of their own and no longer claim to be its reassessment (their
-- audit trails still say where they came from). See docs/reassessment.md.
UPDATE "engagements" AS e SET "reassessed_from_id" = NULL
WHERE e."deleted_at" IS NULL AND e."reassessed_from_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "engagements" AS earlier
    WHERE earlier."reassessed_from_id" = e."reassessed_from_id" AND earlier."deleted_at" IS NULL
      AND (earlier."created_at", earlier."id") < (e."created_at", e."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_reassessed_from_idx" ON "engagements" USING btree ("reassessed_from_id") WHERE "engagements"."deleted_at" is null;
