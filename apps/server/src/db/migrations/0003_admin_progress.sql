-- Issue 7: operators and course progress.
-- `role` is 'learner' or 'admin'; admins see /admin and /api/admin/* (granted by ADMIN_PHONES at
-- sign-in or by `cli admin grant <phone>`).
ALTER TABLE accounts ADD COLUMN role text NOT NULL DEFAULT 'learner' CHECK (role IN ('learner', 'admin'));

-- Short links list newest first on the admin page.
ALTER TABLE redirects ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX orders_created ON orders (created_at DESC, id DESC);
CREATE INDEX payments_created ON payments (created_at DESC, id DESC);

-- One row per learner and lesson opened: opening records visited_at, 完成本课 sets done_at.
CREATE TABLE lesson_progress (
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  lesson_id text NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  visited_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  PRIMARY KEY (account_id, lesson_id)
);
