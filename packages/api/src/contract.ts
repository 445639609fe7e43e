/**
 * The wire contract between @qisi/api and @qisi/server: every path under `/api/`, its payload and its
 * answer. SPEC §3 and §7 fix the names they show; DESIGN.md and this file fix the rest. The server
 * imports these types (`@qisi/api/contract`), never the other way round.
 *
 * Conventions: JSON everywhere; times are ISO-8601 strings unless a name ends in a unit (`exp` and
 * `iat` are Unix seconds, SPEC §3); money is an integer number of fen (分, 1/100 yuan).
 */

// ── Errors ────────────────────────────────────────────────────────────────────────────────────────

/** Body of every non-2xx answer. `detail` is for people (Chinese); `code` is for programs. */
export interface ErrorBody {
  message: string;
  detail?: string;
  code?: ErrorCode;
  /** Seconds until the action may be retried (rate limits, SMS resend). */
  retryAfter?: number;
}

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "token_expired"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  // Sign-in (SPEC §8's six user messages map onto these).
  | "phone_empty"
  | "phone_invalid"
  | "captcha_failed"
  | "code_format"
  | "code_wrong"
  | "sms_failed"
  | "internal";

/** SPEC §7: the exact message of a 401 that the client answers by refreshing the session. */
export const tokenExpiredMessage = "Token expired.";

// ── Accounts and sessions (SPEC §3) ──────────────────────────────────────────────────────────────

export interface Account {
  /** 0 means logged out (SPEC §4). */
  id: number;
  name: string;
  nickname: string;
  avatar: string;
  wxopenId: string | null;
}

export interface Session {
  sub: string;
  /** Unix seconds. */
  iat: number;
  /** Unix seconds; absent means far future (SPEC §5). */
  exp?: number;
  token: string;
}

/** `GET accounts/session` and `POST accounts/login_signup`: the session plus the account. A visitor gets id 0 and an empty token. */
export type SessionResponse = Session & Account & { locale?: string };

export interface SessionQuery {
  wxcode?: string;
  wxopenId?: string;
  /** The path the client was on when its token expired (SPEC §7 refresh). */
  to?: string;
}

/** `GET accounts/chal`: an ALTCHA proof-of-work challenge (self-hosted captcha, DESIGN.md). */
export interface CaptchaChallenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The solved captcha, sent base64(JSON) as the bearer of `POST accounts/chal/sms`. */
export interface CaptchaSolution {
  algorithm: "SHA-256";
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export interface SmsRequestBody {
  phone: string;
}

/**
 * `POST accounts/chal/sms` answer: the signed challenge object. The client adds `answer` (the 6-digit
 * code) and sends base64(JSON) as the bearer of `POST accounts/login_signup`.
 */
export interface SmsChallenge {
  id: string;
  phone: string;
  /** Unix seconds when the code stops working (5 minutes). */
  expires: number;
  /** Seconds before another code may be requested (60). */
  resendAfter: number;
  signature: string;
}

export type LoginChallenge = SmsChallenge & { answer: string };

export interface LoginBody {
  phone: string;
}

export interface ProfileUpdate {
  nickname?: string;
  avatar?: string;
  locale?: string;
}

// ── Apps (courses), depots and lessons (SPEC §3) ─────────────────────────────────────────────────

export type CourseKind = "scratch" | "python" | "cpp";

export interface App {
  uid: string;
  title: string;
  summary: string;
  cover: string;
  kind: CourseKind;
  depotId: string;
  /** When the learner got the course; absent on catalogue entries. */
  grantedAt?: string;
  /** `GET apps/user/{userId}` only: lessons the learner has finished (完成本课) and lessons in the course. */
  lessonsDone?: number;
  lessonsTotal?: number;
}

export interface SalesPackage {
  uid: string;
  appUid: string;
  title: string;
  description: string;
  priceFen: number;
  /** Crossed-out reference price, if any. */
  listPriceFen?: number;
  lessons: number;
}

/** `GET apps/{appId}`: a course with what is on sale for it (sales pages, recommended courses). */
export interface AppDetail extends App {
  description: string;
  highlights: string[];
  packages: SalesPackage[];
}

export interface DepotItem {
  id: string;
  title: string;
  kind: "lesson" | "video" | "project";
  lessonId: string;
  /** Filled by the client: running number from 1 across all groups (SPEC §3). */
  displaySeq?: number;
}

export interface DepotGroup {
  id: string;
  title: string;
  children: DepotItem[];
}

/** `GET apps/{appId}/depot`. */
export interface Depot {
  id: string;
  appUid: string;
  title: string;
  children: DepotGroup[];
}

export interface Lesson {
  id: string;
  title: string;
  /** Markdown-lite text: paragraphs separated by blank lines. */
  body: string;
  videoUrl?: string;
  starterProjectId?: string;
  kind: "lesson" | "video" | "project";
}

/** `GET apps/depot/{depotId}/data`; the client uses `{}` when it fails (SPEC §7). */
export interface DepotData {
  lessons?: Record<string, Lesson>;
}

// ── Lesson progress (issue 7) ────────────────────────────────────────────────────────────────────

/**
 * `POST lessons/{lessonId}/progress`: opening a lesson records a visit (no `done`); 完成本课 sends
 * `done: true`; `done: false` takes it back. Any signed-in learner, like the class pages themselves;
 * the course cards count it for the courses the learner owns.
 */
export interface LessonProgressBody {
  done?: boolean;
}

export interface LessonProgress {
  lessonId: string;
  appUid: string;
  visitedAt: string;
  doneAt: string | null;
}

/** `GET lessons/progress?app={uid}`: the learner's opened and finished lessons in one course. */
export interface CourseProgress {
  appUid: string;
  visited: string[];
  done: string[];
}

// ── Projects ─────────────────────────────────────────────────────────────────────────────────────

export type ProjectKind = "scratch" | "python";

export interface ProjectSummary {
  id: string;
  kind: ProjectKind;
  title: string;
  ownerId: number;
  thumbnail: string | null;
  parentId: string | null;
  rootId: string | null;
  /** How the project came from its parent. */
  origin: "new" | "copy" | "remix";
  /** Anyone signed in may remix a shared project (course starters are shared). */
  shared: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Project extends ProjectSummary {
  /** Scratch: the project.json text; Python: the source code. */
  body: string;
}

export interface ProjectCreate {
  kind: ProjectKind;
  title: string;
  body: string;
  thumbnail?: string;
}

/** `PUT projects/{id}`: saves only if `version` is still current, else 409 `conflict`. */
export interface ProjectSave {
  body: string;
  version: number;
  title?: string;
  thumbnail?: string;
}

export interface ProjectSaved {
  id: string;
  version: number;
  updatedAt: string;
}

/** `GET projects/user/{userId}?until=`: newest first; pass `next` as `until` for the next page. */
export interface ProjectPage {
  items: ProjectSummary[];
  next: string | null;
}

/** `GET projects/remixes?project=a&project=b`: remixes of each asked-for project. */
export type RemixIndex = Record<string, ProjectSummary[]>;

/** `POST projects/remix` (SPEC §7) and `POST projects/{id}/copy`. */
export interface ProjectIdResponse {
  projectId: string;
}

// ── Orders and payments (SPEC §3) ────────────────────────────────────────────────────────────────

export interface OrderLineRequest {
  package_uid: string;
  /** Default 1 (SPEC §3). */
  count?: number;
}

export interface OrderLine {
  package_uid: string;
  title: string;
  count: number;
  unitPriceFen: number;
}

export type OrderStatus = "pending" | "paid" | "cancelled" | "expired";

export interface Order {
  id: string;
  status: OrderStatus;
  totalFen: number;
  lines: OrderLine[];
  createdAt: string;
}

export type PaymentChannel = "jsapi" | "h5" | "native";
export type PaymentInstitution = "wechatpay";
export const defaultInstitution: PaymentInstitution = "wechatpay";

export interface PaymentOrderBody {
  order_id: string;
  institution: PaymentInstitution;
  channel: PaymentChannel;
  open_id: string | null;
}

export interface PaymentInternalBody {
  /** Fen. */
  amount: number;
  institution: PaymentInstitution;
  channel: PaymentChannel;
  open_id: string | null;
}

export type PaymentStatus = "pending" | "paid" | "failed" | "cancelled" | "expired";

export interface Payment {
  id: string;
  orderId: string | null;
  status: PaymentStatus;
  amountFen: number;
  institution: PaymentInstitution;
  channel: PaymentChannel;
  /** native: the text to render as a QR code. */
  codeUrl?: string;
  /** h5: where to send the browser. */
  h5Url?: string;
  /** jsapi: the parameters for WeixinJSBridge `getBrandWCPayRequest`. */
  jsapi?: {
    appId: string;
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: "RSA";
    paySign: string;
  };
  expiresAt: string;
  paidAt?: string;
}

// ── Live sync, diagnostics, redirects ────────────────────────────────────────────────────────────

/** SPEC §3: what a learner's Python studio posts to `live/{number}`. */
export interface LiveSync {
  name: string;
  code: string;
  console: string;
}

export interface LiveSnapshot extends LiveSync {
  number: number;
  updatedAt: string;
}

export interface DiagStatusQuery {
  message?: string;
  /** Milliseconds, capped by the server. */
  delay?: number;
}

/** `GET r/{id}`: where a short link goes. */
export interface Redirect {
  id: string;
  url: string;
}

// ── Operators (issue 7: /admin) ──────────────────────────────────────────────────────────────────
// Every `admin/*` path answers 404 (the same body as an unknown path) to anyone who is not an admin.

/** `?offset=&limit=` on the admin lists; limit 1–100, default 20. */
export interface AdminListQuery {
  offset?: number;
  limit?: number;
}

/** One page of an admin list, newest first. */
export interface AdminList<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** `GET admin/overview`. */
export interface AdminOverview {
  users: number;
  orders: number;
  paidOrders: number;
  /** Sum of paid payments, fen. */
  paidFen: number;
  payments: number;
  redirects: number;
}

/** Who an order or payment belongs to, without the full phone number. */
export interface AdminAccountRef {
  id: number;
  nickname: string;
  /** `138****0000`, or null for an account without a phone (WeChat only). */
  phone: string | null;
}

/** `GET admin/orders`. */
export interface AdminOrder {
  id: string;
  status: OrderStatus;
  totalFen: number;
  /** The lines' titles, joined. */
  title: string;
  account: AdminAccountRef;
  createdAt: string;
  paidAt: string | null;
}

/** `GET admin/payments`. */
export interface AdminPayment {
  id: string;
  orderId: string | null;
  status: PaymentStatus;
  channel: PaymentChannel;
  amountFen: number;
  account: AdminAccountRef;
  createdAt: string;
  paidAt: string | null;
}

/** `GET admin/redirects`. */
export interface AdminRedirect extends Redirect {
  createdAt: string;
}

/**
 * `POST admin/redirects`: `id` 1–64 of `A-Z a-z 0-9 _ -` (a random one when absent); `url` an
 * http(s) address or a path on this site (`/app/…`). 409 when the id is taken.
 */
export interface RedirectCreate {
  id?: string;
  url: string;
}

export interface OkResponse {
  ok: true;
}

// ── Scratch library (issue 8) ────────────────────────────────────────────────────────────────────

/** One costume or backdrop in Scratch's library format; its file is `GET assets/{md5ext}`. */
export interface ScratchLibraryCostume {
  name: string;
  assetId: string;
  md5ext: string;
  dataFormat: string;
  bitmapResolution?: number;
  rotationCenterX: number;
  rotationCenterY: number;
  tags: string[];
}

/** One sound in Scratch's library format. */
export interface ScratchLibrarySound {
  name: string;
  assetId: string;
  md5ext: string;
  dataFormat: string;
  rate: number;
  sampleCount: number;
  tags: string[];
}

/** One sprite: a Scratch 3 target's JSON (costumes, sounds, blocks) with a name and tags. */
export interface ScratchLibrarySprite {
  name: string;
  tags: string[];
  isStage: false;
  costumes: Omit<ScratchLibraryCostume, "tags">[];
  sounds: Omit<ScratchLibrarySound, "tags">[];
  blocks: Record<string, unknown>;
  variables: Record<string, unknown>;
  [field: string]: unknown;
}

/** `GET scratch/library`: everything the Scratch GUI's libraries show, all hosted by our server. */
export interface ScratchLibrary {
  costumes: ScratchLibraryCostume[];
  backdrops: ScratchLibraryCostume[];
  sprites: ScratchLibrarySprite[];
  sounds: ScratchLibrarySound[];
  /** The project.json a new project starts from (our own sprite and backdrop). */
  starter: Record<string, unknown>;
}
