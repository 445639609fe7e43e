/*
 * The native runner's last step inside bubblewrap (packages/judge/src/native/): sets the limits
 * (prlimit's rlimits: CPU, address space, file size, processes, stack, no core), forbids creating
 * processes with seccomp (RLIMIT_NPROC does not bind a process whose uid is root outside the
 * sandbox, and the judge may run as root), runs the program, and reports how it ended, its CPU
 * time and its peak memory on fd 3:  "exit CODE CPU_US MAXRSS_KB" or "signal SIG CPU_US MAXRSS_KB".
 * usage: box CPU_MS AS_BYTES FSIZE_BYTES STACK_BYTES program [args...]
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
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
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = {sizeof filter / sizeof filter[0], filter};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) _exit(124);
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) _exit(124);
}

int main(int argc, char **argv) {
  if (argc < 6) return 120;
  long long cpu_ms = atoll(argv[1]), as = atoll(argv[2]), fsize = atoll(argv[3]), stack = atoll(argv[4]);
  fcntl(3, F_SETFD, FD_CLOEXEC);
  pid_t pid = fork();
  if (pid < 0) return 121;
  if (pid == 0) {
    rlim_t seconds = (rlim_t)((cpu_ms + 999) / 1000 + 1);
    limit(RLIMIT_CPU, seconds, seconds + 1);
    limit(RLIMIT_AS, (rlim_t)as, (rlim_t)as);
    limit(RLIMIT_FSIZE, (rlim_t)fsize, (rlim_t)fsize);
    limit(RLIMIT_STACK, (rlim_t)stack, (rlim_t)stack);
    limit(RLIMIT_NPROC, 1, 1);
    limit(RLIMIT_CORE, 0, 0);
    forbid_new_processes();
    execv(argv[5], argv + 5);
    _exit(126);
  }
  int status;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) return 122;
  long long cpu_us = (long long)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec +
                     (long long)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
  if (WIFEXITED(status))
    dprintf(3, "exit %d %lld %ld\n", WEXITSTATUS(status), cpu_us, usage.ru_maxrss);
  else
    dprintf(3, "signal %d %lld %ld\n", WTERMSIG(status), cpu_us, usage.ru_maxrss);
  return 0;
}
