-- A manual override wrote its result code (FAIL or PASS) as the result itself, which reads as an insurance check's
-- outcome, and left the gauge at the answers' score. An override now reads "Inside IR35" or "Outside IR35" with
-- the score at the end of the gauge that agrees (docs/determination.md); the overrides already made are put the
-- same way. The code stays FAIL or PASS, and the audit trail keeps what each override changed.
UPDATE "assessments"
SET "result" = CASE "result_code" WHEN 'FAIL' THEN 'Inside IR35' ELSE 'Outside IR35' END,
  "score" = CASE "result_code" WHEN 'FAIL' THEN 5 ELSE 0 END
WHERE "manual_override_reason" IS NOT NULL AND "result_code" IN ('FAIL', 'PASS') AND "result" IN ('FAIL', 'PASS');
