import { z } from "zod";

// ── Python checks, expanded (issue 37 item 2, issue 38 items 1 and 5) ───────────────────────────
// An author writes tests, hidden tests, random generators, function calls and turtle runs
// (`PythonCheckSpec` in lessons.ts). At import the server runs the trusted reference solution once
// on every one of them and stores the result as cases with their expected answers
// (`StoredPythonCheck`, server-only). The learner's program is later run once per case and only
// hands back an observation; the verdict is computed by the parent in TypeScript
// (@qisi/studio/checks). The browser gets `BrowserPythonCheck`: the same cases, where a hidden or
// random case carries a salted hash of its expected answer instead of the answer.

/**
 * A Python value as the check driver packs it (driver.py.ts `_pack`): JSON keeps None, bool, str
 * and lists; numbers travel as text (JavaScript would round big ints; JSON has no NaN); tuples,
 * sets and dicts are tagged; any other type travels as its type name and repr.
 */
export type PackedValue =
  | null
  | boolean
  | string
  | PackedValue[]
  | { int: string }
  | { float: string }
  | { tuple: PackedValue[] }
  | { set: PackedValue[] }
  | { frozenset: PackedValue[] }
  | { dict: [PackedValue, PackedValue][] }
  | { other: string; repr: string; local: boolean };

/** The most a packed value nests (a child's answers nest a few levels). */
export const PACKED_DEPTH_LIMIT = 64;

const packedLeaf = z.union([z.null(), z.boolean(), z.string().max(100_000)]);
export const PackedValue: z.ZodType<PackedValue> = z.lazy(() =>
  z.union([
    packedLeaf,
    z.array(PackedValue).max(10_000),
    z.strictObject({ int: z.string().regex(/^-?\d{1,5000}$/) }),
    z.strictObject({ float: z.string().max(40) }),
    z.strictObject({ tuple: z.array(PackedValue).max(10_000) }),
    z.strictObject({ set: z.array(PackedValue).max(10_000) }),
    z.strictObject({ frozenset: z.array(PackedValue).max(10_000) }),
    z.strictObject({ dict: z.array(z.tuple([PackedValue, PackedValue])).max(10_000) }),
    z.strictObject({ other: z.string().max(200), repr: z.string().max(10_000), local: z.boolean() }),
  ]),
);

/** Segments plus filled corners one turtle run may draw: far above any lesson's picture. */
export const DRAWING_LIMIT = 5000;

const finite = z.number().refine(Number.isFinite, "不是有限的数");

/** A turtle run's drawing: pen-down segments [x1, y1, x2, y2] and filled polygons' corners. */
export const Drawing = z
  .strictObject({
    segments: z.array(z.tuple([finite, finite, finite, finite])).max(DRAWING_LIMIT),
    fills: z.array(z.array(z.tuple([finite, finite])).max(DRAWING_LIMIT)).max(DRAWING_LIMIT),
  })
  .refine(
    (drawing) =>
      drawing.segments.length + drawing.fills.reduce((n, fill) => n + fill.length, 0) <= DRAWING_LIMIT,
    "画得太多了",
  );
export type Drawing = z.infer<typeof Drawing>;

/** A function test's call: the name, the arguments, and the call as Python writes it. */
export const PythonCall = z.strictObject({
  name: z.string().regex(/^[A-Za-z_]\w*$/),
  /** The argument list as a Python literal (`[3, 5.0]`: a float stays a float), for ast.literal_eval. */
  args: z.string().max(100_000),
  /** `add(3, 5.0)`, as the child reads it. */
  text: z.string(),
});
export type PythonCall = z.infer<typeof PythonCall>;

/** What one case must give: printed text, a returned value, or a drawing. */
export const PythonExpected = z.union([
  z.strictObject({ stdout: z.string() }),
  z.strictObject({ value: PackedValue, repr: z.string() }),
  z.strictObject({ drawing: Drawing }),
]);
export type PythonExpected = z.infer<typeof PythonExpected>;

/** Where a case comes from in the exercise file (its index counts within that list). */
export const PythonCaseSource = z.enum(["tests", "function", "random", "turtle"]);

const caseFields = {
  source: PythonCaseSource,
  index: z.number().int().min(0),
  /** The program's stdin ("" for a function call). */
  stdin: z.string(),
  /** Set for a function test: after the program ran, this is called and its value compared. */
  call: PythonCall.optional(),
  /**
   * Not shown to the child: an author's `hidden: true` test or a random one. Its failure says
   * only that it failed, what kind of input it was (`about`) and what the program did.
   */
  hidden: z.boolean(),
  /** A hidden case's input in Chinese ("一个很大的数"); a random one's, from its generators. */
  about: z.string().optional(),
};

/** One run of the learner's program and what it must give (server-only: computed at import). */
export const PythonCase = z.strictObject({ ...caseFields, expected: PythonExpected });
export type PythonCase = z.infer<typeof PythonCase>;

/** A known mistake's patterns (every one given must match) and what to say about it. */
export const PythonMistake = z.strictObject({
  code: z.string().optional(),
  /** A pattern the source must NOT match ("this line is missing"). */
  missing: z.string().optional(),
  output: z.string().optional(),
  error: z.string().optional(),
  message: z.string(),
});
export type PythonMistake = z.infer<typeof PythonMistake>;

/** A rule on the program's syntax tree; its vocabulary is PythonRule's (lessons.ts). */
export const PythonRuleData = z.record(z.string(), z.unknown());

const checkFields = {
  /** lines: each line's trailing spaces and trailing blank lines ignored; tokens; exact. */
  compare: z.enum(["lines", "tokens", "exact"]),
  /** Mixed into each hidden case's hash, so one exercise's hashes say nothing about another's. */
  salt: z.string(),
  rules: z.array(PythonRuleData),
  wrong: z.array(PythonMistake),
  /** A turtle task: how near a line's ends must be, and whether filled areas count. */
  turtle: z.strictObject({ tolerance: z.number(), area: z.boolean() }).optional(),
};

/** An exercise's checks as the importer stores them (never sent to a browser). */
export const StoredPythonCheck = z.strictObject({ ...checkFields, cases: z.array(PythonCase) });
export type StoredPythonCheck = z.infer<typeof StoredPythonCheck>;

/**
 * A case as the browser gets it: a shown case with its expected answer, a hidden one with
 * `expectedHash` only (hex sha256 of the salt and the normalised expected answer, hidden-hash.ts).
 */
export const BrowserPythonCase = z.strictObject({
  ...caseFields,
  expected: PythonExpected.optional(),
  expectedHash: z.string().optional(),
});
export type BrowserPythonCase = z.infer<typeof BrowserPythonCase>;

/** What the lesson view carries for the browser's instant check: no reference, no hidden answer. */
export const BrowserPythonCheck = z.strictObject({ ...checkFields, cases: z.array(BrowserPythonCase) });
export type BrowserPythonCheck = z.infer<typeof BrowserPythonCheck>;

/** Python's exception as the driver reports it (names starting with _ are the driver's own). */
export const PythonError = z.strictObject({
  name: z.string().max(200),
  detail: z.string().max(2000),
  line: z.number().int().nullable(),
});
export type PythonError = z.infer<typeof PythonError>;

/**
 * What the learner's program did on one case (the driver's report). Written by the learner's
 * process, so never trusted: the parent parses it defensively and compares it with what it knows.
 */
export const PythonObservation = z.strictObject({
  stdout: z.string().max(200_000),
  error: PythonError.nullable(),
  value: PackedValue.optional(),
  repr: z.string().max(10_000).optional(),
  drawing: Drawing.optional(),
});
export type PythonObservation = z.infer<typeof PythonObservation>;
