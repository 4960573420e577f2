-- Expenses per working day that would have been deductible had the worker been employed: they come off the fees
-- in the exposure's deemed direct payment (docs/financial-exposure.md). Existing engagements read as none.
ALTER TABLE "engagements" ADD COLUMN "deductible_expenses_pence" integer DEFAULT 0 NOT NULL;
