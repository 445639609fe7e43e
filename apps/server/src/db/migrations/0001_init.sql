-- One migration set for PGlite and Postgres. Each file runs once, inside a transaction, in name order.

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  phone text UNIQUE,
  wx_openid text UNIQUE,
  name text NOT NULL DEFAULT '',
  nickname text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'zh-CN',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  family text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX refresh_tokens_account ON refresh_tokens (account_id);

CREATE TABLE sms_codes (
  id text PRIMARY KEY,
  phone text NOT NULL,
  ip text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at DESC);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at DESC);

-- Solved captchas, so one proof of work buys one SMS.
CREATE TABLE captcha_uses (
  signature text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE apps (
  uid text PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL,
  description text NOT NULL,
  cover text NOT NULL,
  kind text NOT NULL,
  depot_id text NOT NULL,
  highlights jsonb NOT NULL DEFAULT '[]',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE sales_packages (
  uid text PRIMARY KEY,
  app_uid text NOT NULL REFERENCES apps(uid) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  list_price_fen integer,
  lessons integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE depots (
  id text PRIMARY KEY,
  app_uid text NOT NULL,
  title text NOT NULL
);

CREATE TABLE depot_groups (
  id text PRIMARY KEY,
  depot_id text NOT NULL REFERENCES depots(id) ON DELETE CASCADE,
  title text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE lessons (
  id text PRIMARY KEY,
  group_id text NOT NULL REFERENCES depot_groups(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  video_url text,
  starter_project_id text,
  sort integer NOT NULL
);

CREATE TABLE user_apps (
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  app_uid text NOT NULL REFERENCES apps(uid) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  order_id text,
  PRIMARY KEY (account_id, app_uid)
);

CREATE TABLE projects (
  id text PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  thumbnail text,
  parent_id text,
  root_id text,
  origin text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_owner_updated ON projects (owner_id, updated_at DESC, id DESC);
CREATE INDEX projects_parent ON projects (parent_id);

-- Content-addressed Scratch assets: the key is md5(bytes) + extension, so equal files are stored once.
CREATE TABLE assets (
  md5ext text PRIMARY KEY,
  content_type text NOT NULL,
  data bytea NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status text NOT NULL,
  total_fen integer NOT NULL,
  lines jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX orders_account ON orders (account_id);

CREATE TABLE payments (
  id text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  order_id text REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL,
  amount_fen integer NOT NULL,
  institution text NOT NULL,
  channel text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  code_url text,
  h5_url text,
  jsapi jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX payments_account ON payments (account_id);

CREATE TABLE live_snapshots (
  number bigint PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL,
  console text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE redirects (
  id text PRIMARY KEY,
  url text NOT NULL
);
