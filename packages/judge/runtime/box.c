/*
 * The native runner's two small helpers around a program (packages/judge/src/native/), one binary:
 *
 *   box measure COMMAND [args...]
 *     Outside the sandbox: runs COMMAND (bubblewrap and the program inside it) as its child, waits
 *     for it and reports on fd 3 how it ended, its CPU time and its peak memory:
 *       "exit CODE CPU_US MAXRSS_KB" or "signal SIG CPU_US MAXRSS_KB".
 *     It is a child subreaper and waits until no descendant is left: bubblewrap's monitor exits as
 *     soon as it learns the program's status, leaving its pid-1 reaper (which reaped the program)
 *     to us. Then RUSAGE_CHILDREN holds the whole tree (each parent's reaped children's time is
 *     added to its own), so the figures are the program's, taken by a process it can neither see
 *     (another pid namespace) nor reach (fd 3 is closed in the child). bubblewrap passes a
 *     program's death by signal on as exit 128 + SIG.
 *
 *   box limit CPU_MS AS_BYTES FSIZE_BYTES STACK_BYTES program [args...]
 *     Inside the sandbox, the last step before the program: sets the rlimits (CPU, address space,
 *     file size, processes, stack, no core), a CPU-time timer of CPU_MS + a margin (SIGPROF: the
 *     common endless loop stops at its limit, not at the next whole second of RLIMIT_CPU, which
 *     stays as the backstop for a program that ignores SIGPROF), forbids creating processes and
 *     tracing with seccomp (RLIMIT_NPROC does not bind a process whose uid is root outside the
 *     sandbox), and execs the program. It does not fork: nothing of ours waits inside the sandbox.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static void limit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit r = {soft, hard};
  if (setrlimit(resource, &r) != 0) _exit(125);
}

#define DENY(nr) \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)

static void forbid_new_processes(void) {
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    DENY(__NR_fork),
    DENY(__NR_vfork),
    DENY(__NR_clone),
#ifdef __NR_clone3
    DENY(__NR_clone3),
#endif
    DENY(__NR_ptrace),
    DENY(__NR_process_vm_readv),
    DENY(__NR_process_vm_writev),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = {sizeof filter / sizeof filter[0], filter};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) _exit(124);
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) _exit(124);
}

static long long cpu_of(const struct rusage *usage) {
  return (long long)usage->ru_utime.tv_sec * 1000000 + usage->ru_utime.tv_usec +
         (long long)usage->ru_stime.tv_sec * 1000000 + usage->ru_stime.tv_usec;
}

static int measure(char **command) {
  fcntl(3, F_SETFD, FD_CLOEXEC);
  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) return 123;
  pid_t pid = fork();
  if (pid < 0) return 121;
  if (pid == 0) {
    execv(command[0], command);
    _exit(126);
  }
  int status = 0, found = 0;
  // bubblewrap's monitor (our direct child) only sets up namespaces and waits: its own CPU time is
  // not the program's and is taken off. The rest of the tree (the program, bubblewrap's reaper) is.
  long long monitor_us = 0;
  for (;;) {
    int any;
    struct rusage one;
    pid_t done = wait4(-1, &any, 0, &one);
    if (done < 0) {
      if (errno == EINTR) continue;
      if (errno == ECHILD) break;
      return 122;
    }
    if (done == pid) {
      status = any;
      found = 1;
      monitor_us = cpu_of(&one);
    }
  }
  if (!found) return 122;
  struct rusage usage;
  if (getrusage(RUSAGE_CHILDREN, &usage) != 0) return 122;
  long long cpu_us = cpu_of(&usage) - monitor_us;
  if (cpu_us < 0) cpu_us = 0;
  if (WIFEXITED(status))
    dprintf(3, "exit %d %lld %ld\n", WEXITSTATUS(status), cpu_us, usage.ru_maxrss);
  else
    dprintf(3, "signal %d %lld %ld\n", WTERMSIG(status), cpu_us, usage.ru_maxrss);
  return 0;
}

static int limit_and_exec(int argc, char **argv) {
  if (argc < 7) return 120;
  long long cpu_ms = atoll(argv[2]), as = atoll(argv[3]), fsize = atoll(argv[4]), stack = atoll(argv[5]);
  rlim_t seconds = (rlim_t)((cpu_ms + 999) / 1000 + 1);
  limit(RLIMIT_CPU, seconds, seconds + 1);
  limit(RLIMIT_AS, (rlim_t)as, (rlim_t)as);
  limit(RLIMIT_FSIZE, (rlim_t)fsize, (rlim_t)fsize);
  limit(RLIMIT_STACK, (rlim_t)stack, (rlim_t)stack);
  limit(RLIMIT_NPROC, 1, 1);
  limit(RLIMIT_CORE, 0, 0);
  // Past the limit by a margin, so the measured time is over the limit when the timer fires.
  long long timer_ms = cpu_ms + 20 + cpu_ms / 20;
  struct itimerval timer = {{0, 0}, {timer_ms / 1000, (timer_ms % 1000) * 1000}};
  if (setitimer(ITIMER_PROF, &timer, NULL) != 0) _exit(123);
  forbid_new_processes();
  execv(argv[6], argv + 6);
  _exit(126);
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "measure") == 0) return measure(argv + 2);
  if (argc >= 2 && strcmp(argv[1], "limit") == 0) return limit_and_exec(argc, argv);
  return 120;
}
