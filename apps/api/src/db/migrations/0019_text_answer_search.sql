-- Searching written answers ('contains', accents folded) reads a trigram index of their folded text instead of folding
-- every answer at each search. The expression is db/conditions.ts foldedText() letter for letter, so the planner
-- matches it. pg_trgm is a trusted extension: a database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "questionary_answers_text_search_idx" ON "questionary_answers"
  USING gin ((translate(lower("value" #>> '{}'), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')) gin_trgm_ops)
  WHERE "value_type" = 'TEXT';
