/*
 * Linked into every C++ program of the native runner (src/native/runner.ts), which compiles with
 * g++'s division check (-fsanitize=integer-divide-by-zero -static-libubsan: only this handler is
 * linked, none of libubsan). g++ -O2 turns `1 / 0` into an illegal instruction (SIGILL) and a
 * division by a zero read at run time into SIGFPE; with the check, both end the same way: this
 * handler names the line on stderr (the runner takes it out of what the child sees) and the
 * program dies of SIGFPE, the signal the runner reads as a division error.
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <cstdio>

extern "C" {

// The start of libubsan's OverflowData: where the division is in the source.
struct QisiSourceLocation {
  const char *file;
  unsigned line;
  unsigned column;
};

void __ubsan_handle_divrem_overflow_abort(QisiSourceLocation *where, void *, void *) {
  // A division inlined from a header is named by no line of the child's (0).
  const char *file = where->file ? where->file : "";
  size_t length = strlen(file);
  bool child = length >= 8 && strcmp(file + length - 8, "main.cpp") == 0;
  dprintf(2, "\nqisi-runtime-error division-by-zero %u\n", child ? where->line : 0);
  signal(SIGFPE, SIG_DFL);
  raise(SIGFPE);
  _exit(128 + SIGFPE);
}
}
