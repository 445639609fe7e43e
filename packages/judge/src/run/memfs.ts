/**
 * A read-only directory held in memory, offered to a WASI program as the preopened directory "/".
 * Only special judges get one (their input, answer and output as files); contestants' programs
 * run with no preopen at all. Nothing here reaches the host's file system: the files are bytes
 * passed in by the parent, and every call that would create, write or list something fails.
 * Plain, erasable TypeScript only: the worker loads it with type stripping.
 */

const ESUCCESS = 0;
const EBADF = 8;
const EINVAL = 28;
const ENOENT = 44;
const ENOTCAPABLE = 76;
const EROFS = 69;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;
const OFLAGS_CREAT = 1;
const OFLAGS_TRUNC = 8;
const RIGHTS_ALL = 0x1fffffffn;
// fd_write, fd_allocate, path_create_directory, path_create_file, … : rights a read-only file lacks.
const RIGHTS_WRITE = 0x40n | 0x100n | 0x200n | 0x400n | 0x400000n;

export function memoryDirectory(files: Record<string, Uint8Array>, memory: () => WebAssembly.Memory) {
  const DIR_FD = 3;
  const PREOPEN_NAME = new TextEncoder().encode("/");
  const open = new Map<number, { data: Uint8Array; at: number }>();
  let nextFd = DIR_FD + 1;
  const view = () => new DataView(memory().buffer);
  const bytes = () => new Uint8Array(memory().buffer);
  const pathAt = (ptr: number, len: number) =>
    new TextDecoder().decode(bytes().subarray(ptr, ptr + len)).replace(/^(\.\/|\/)+/, "");

  const writeFilestat = (buf: number, filetype: number, size: number) => {
    bytes().fill(0, buf, buf + 64);
    view().setUint8(buf + 16, filetype);
    view().setBigUint64(buf + 24, 1n, true);
    view().setBigUint64(buf + 32, BigInt(size), true);
  };

  return {
    fd_prestat_get(fd: number, buf: number): number {
      if (fd !== DIR_FD) return EBADF;
      view().setUint8(buf, 0);
      view().setUint32(buf + 4, PREOPEN_NAME.length, true);
      return ESUCCESS;
    },
    fd_prestat_dir_name(fd: number, path: number, len: number): number {
      if (fd !== DIR_FD) return EBADF;
      bytes().set(PREOPEN_NAME.subarray(0, len), path);
      return ESUCCESS;
    },
    path_open(
      dirFd: number,
      _dirFlags: number,
      path: number,
      pathLen: number,
      oflags: number,
      rightsBase: bigint,
      _rightsInheriting: bigint,
      _fdFlags: number,
      fdOut: number,
    ): number {
      if (dirFd !== DIR_FD) return EBADF;
      if (oflags & (OFLAGS_CREAT | OFLAGS_TRUNC) || (BigInt(rightsBase) & RIGHTS_WRITE) !== 0n) return EROFS;
      const data = files[pathAt(path, pathLen)];
      if (!data) return ENOENT;
      const fd = nextFd++;
      open.set(fd, { data, at: 0 });
      view().setUint32(fdOut, fd, true);
      return ESUCCESS;
    },
    path_filestat_get(dirFd: number, _flags: number, path: number, pathLen: number, buf: number): number {
      if (dirFd !== DIR_FD) return EBADF;
      const name = pathAt(path, pathLen);
      if (name === "") {
        writeFilestat(buf, FILETYPE_DIRECTORY, 0);
        return ESUCCESS;
      }
      const data = files[name];
      if (!data) return ENOENT;
      writeFilestat(buf, FILETYPE_REGULAR_FILE, data.length);
      return ESUCCESS;
    },
    fd_read(fd: number, iovs: number, count: number, read: number): number {
      const file = open.get(fd);
      if (!file) return EBADF;
      let total = 0;
      for (let i = 0; i < count; i++) {
        const ptr = view().getUint32(iovs + 8 * i, true);
        const len = view().getUint32(iovs + 8 * i + 4, true);
        const n = Math.min(len, file.data.length - file.at);
        bytes().set(file.data.subarray(file.at, file.at + n), ptr);
        file.at += n;
        total += n;
        if (n < len) break;
      }
      view().setUint32(read, total, true);
      return ESUCCESS;
    },
    fd_seek(fd: number, offset: bigint, whence: number, out: number): number {
      const file = open.get(fd);
      if (!file) return EBADF;
      const base = whence === 0 ? 0 : whence === 1 ? file.at : file.data.length;
      const at = base + Number(offset);
      if (at < 0) return EINVAL;
      file.at = at;
      view().setBigUint64(out, BigInt(at), true);
      return ESUCCESS;
    },
    fd_tell(fd: number, out: number): number {
      const file = open.get(fd);
      if (!file) return EBADF;
      view().setBigUint64(out, BigInt(file.at), true);
      return ESUCCESS;
    },
    fd_filestat_get(fd: number, buf: number): number {
      if (fd === DIR_FD) writeFilestat(buf, FILETYPE_DIRECTORY, 0);
      else {
        const file = open.get(fd);
        if (!file) return EBADF;
        writeFilestat(buf, FILETYPE_REGULAR_FILE, file.data.length);
      }
      return ESUCCESS;
    },
    fd_fdstat_get(fd: number, stat: number): number {
      if (fd !== DIR_FD && !open.has(fd)) return EBADF;
      bytes().fill(0, stat, stat + 24);
      view().setUint8(stat, fd === DIR_FD ? FILETYPE_DIRECTORY : FILETYPE_REGULAR_FILE);
      view().setBigUint64(stat + 8, fd === DIR_FD ? RIGHTS_ALL : RIGHTS_ALL & ~RIGHTS_WRITE, true);
      view().setBigUint64(stat + 16, RIGHTS_ALL & ~RIGHTS_WRITE, true);
      return ESUCCESS;
    },
    fd_close(fd: number): number {
      return open.delete(fd) || fd === DIR_FD ? ESUCCESS : EBADF;
    },
    fd_readdir(): number {
      return ENOTCAPABLE;
    },
  };
}
