/*
 * Linked into every judged C++/C program (with -Wl,--wrap=malloc,...). When the wasm memory cannot
 * grow any further, wasi-libc's malloc returns NULL and libc++'s operator new (built without
 * exceptions) traps with a bare `unreachable`: indistinguishable from any other crash. Reporting
 * the failed allocation to the host first lets the runner say MLE instead of RE.
 *
 * It also holds the handler of the division check (-fsanitize=integer-divide-by-zero,
 * src/compile/flags.ts): the check calls it before a `/` or `%` by zero, and it divides by a real
 * zero, so the engine traps with its own "divide by zero" (Chromium, Firefox, Safari and Node each
 * word it so) and the caller's frame names the child's line through the line table.
 */
#include <stddef.h>

// Compiled as C++ together with the child's source: keep the linker names unmangled.
extern "C" {

__attribute__((import_module("qisi"), import_name("out_of_memory"))) void qisi_out_of_memory(size_t size);

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *ptr, size_t size);
void *__real_aligned_alloc(size_t alignment, size_t size);

void *__wrap_malloc(size_t size) {
  void *p = __real_malloc(size);
  if (!p && size) { qisi_out_of_memory(size); __builtin_trap(); }
  return p;
}

void *__wrap_calloc(size_t count, size_t size) {
  void *p = __real_calloc(count, size);
  if (!p && count && size) { qisi_out_of_memory(count * size); __builtin_trap(); }
  return p;
}

void *__wrap_realloc(void *ptr, size_t size) {
  void *p = __real_realloc(ptr, size);
  if (!p && size) { qisi_out_of_memory(size); __builtin_trap(); }
  return p;
}

// Not checked itself: the division below must reach the engine, not call this handler again.
__attribute__((no_sanitize("integer-divide-by-zero"), noinline)) void
__ubsan_handle_divrem_overflow_abort(void *, void *, void *) {
  // Both operands volatile: clang folds `1 / x` into a compare, which would not trap.
  volatile int one = 1, zero = 0;
  volatile int quotient = one / zero;
  (void)quotient;
  __builtin_trap();
}

void *__wrap_aligned_alloc(size_t alignment, size_t size) {
  void *p = __real_aligned_alloc(alignment, size);
  if (!p && size) { qisi_out_of_memory(size); __builtin_trap(); }
  return p;
}
}
