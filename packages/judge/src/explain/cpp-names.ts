/** Names a beginner uses and the header that declares them, for "missing #include". */
export const headerOf: Record<string, string> = {
  cout: "iostream",
  cin: "iostream",
  endl: "iostream",
  cerr: "iostream",
  printf: "cstdio",
  scanf: "cstdio",
  getchar: "cstdio",
  putchar: "cstdio",
  puts: "cstdio",
  sqrt: "cmath",
  pow: "cmath",
  abs: "cmath",
  floor: "cmath",
  ceil: "cmath",
  round: "cmath",
  string: "string",
  getline: "string",
  to_string: "string",
  vector: "vector",
  sort: "algorithm",
  max: "algorithm",
  min: "algorithm",
  swap: "algorithm",
  reverse: "algorithm",
  memset: "cstring",
  strlen: "cstring",
  strcmp: "cstring",
  setw: "iomanip",
  setprecision: "iomanip",
  fixed: "iostream",
  rand: "cstdlib",
  srand: "cstdlib",
  time: "ctime",
  map: "map",
  set: "set",
  queue: "queue",
  stack: "stack",
  INT_MAX: "climits",
  INT_MIN: "climits",
};

/** The headers a beginner's program includes, for "did you mean #include <iostream>?". */
export const knownHeaders = [
  "iostream",
  "cstdio",
  "cmath",
  "string",
  "cstring",
  "vector",
  "algorithm",
  "iomanip",
  "cstdlib",
  "climits",
  "ctime",
  "map",
  "set",
  "queue",
  "stack",
  "utility",
  "bits/stdc++.h",
];

/** Headers of other systems (Windows, old Turbo C) that the sandbox has not got. */
export const foreignHeaders = new Set([
  "conio.h",
  "windows.h",
  "dos.h",
  "graphics.h",
  "unistd.h",
  "process.h",
]);

/**
 * Functions that reach the operating system, which a program in our sandbox cannot (wasi-libc has
 * no `system`, no processes): the linker reports them as undefined symbols.
 */
export const sandboxedFunctions = new Set([
  "system",
  "popen",
  "pclose",
  "fork",
  "execl",
  "execlp",
  "execv",
  "execvp",
  "getch",
  "_getch",
  "kbhit",
  "_kbhit",
  "Sleep",
  "sleep",
  "usleep",
  "signal",
  "raise",
  "tmpfile",
  "tmpnam",
]);

/**
 * The words every beginner types: one slip in them (cot, Cout, Int, Return) is surely that word,
 * even in a name as short as three letters.
 */
export const familiarNames = [
  "cout",
  "cin",
  "endl",
  "int",
  "main",
  "return",
  "string",
  "double",
  "float",
  "char",
  "bool",
  "void",
  "long",
  "while",
  "for",
  "if",
  "else",
  "break",
  "continue",
  "true",
  "false",
  "sqrt",
  "max",
  "min",
  "abs",
  "printf",
  "scanf",
  "getline",
  "vector",
  "sort",
  "swap",
];

/** Types a declaration may start with, for "where was this name declared?". */
export const declarationTypes =
  "(?:const\\s+)?(?:unsigned\\s+|signed\\s+)?(?:int|long\\s+long|long|short|double|float|char|bool|string|auto|size_t|vector\\s*<[^>]*>)";
