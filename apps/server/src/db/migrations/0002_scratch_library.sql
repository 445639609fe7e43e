-- The Scratch studio's library (issue 8): costumes, backdrops, sprites and sounds in Scratch's
-- library JSON format; their files are rows of `assets`. `source` is 'starter' for the shipped
-- items (rewritten at every start) or 'import' for what an operator added.
CREATE TABLE scratch_library (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('costume', 'backdrop', 'sprite', 'sound')),
  name text NOT NULL,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  item jsonb NOT NULL,
  source text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scratch_library_kind ON scratch_library (kind, sort, name);
