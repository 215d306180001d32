"""Device memory: how much the device (the GPU's allocator, else this
process on the host) uses, can give and has left, and whether an error is
out of memory. A leaf: TensorFlow and the standard library only, read by the
memory probe (capture/probes/memory.py) and the batch-size search
(batch_size.py) alike."""

import os
import re
import subprocess

import tensorflow as tf

_OOM_WORDS = ("OOM when allocating", "Out of memory", "out of memory", "ran out of memory",
              "CUDA_ERROR_OUT_OF_MEMORY", "failed to allocate")
_DISK_FULL = re.compile(r"No space left on device|Disk quota exceeded|ENOSPC")


def is_disk_full(error):
    return isinstance(error, (tf.errors.ResourceExhaustedError, OSError)) and bool(_DISK_FULL.search(str(error)))


def is_oom(error):
    """Whether `error` is out of memory: TF's ResourceExhaustedError with an
    allocator's words (not a full disk, not a quota of another kind), XLA's
    and CUDA's texts under other error types, or Python's MemoryError."""
    if isinstance(error, MemoryError):
        return True
    text = str(error)
    if _DISK_FULL.search(text):
        return False
    if isinstance(error, tf.errors.ResourceExhaustedError):
        return any(w in text for w in _OOM_WORDS) or "OOM" in text
    return isinstance(error, tf.errors.OpError) and any(w in text for w in _OOM_WORDS[:4])


def gpu_device():
    """"GPU:0" where TensorFlow sees a GPU, else None."""
    try:
        gpus = tf.config.list_logical_devices("GPU")
    except Exception:
        return None
    return gpus[0].name.replace("/device:", "") if gpus else None


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def resident_bytes():
    """The process's resident memory, from /proc/self/statm; None elsewhere."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


def peak_resident_bytes():
    """The process's peak resident memory (VmHWM), or None."""
    try:
        with open("/proc/self/status", "rb") as f:
            for line in f:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def read_memory(device):
    """(used, peak) bytes: the GPU allocator's current and peak on `device`,
    or the process's resident memory and None."""
    if device is not None:
        try:
            info = tf.config.experimental.get_memory_info(device)
            return int(info["current"]), int(info["peak"])
        except Exception:
            pass
    return resident_bytes(), None


def reset_peak(device):
    try:
        tf.config.experimental.reset_memory_stats(device)
    except Exception:
        pass


def peak_before_error(device):
    """The peak before the failed allocation: the GPU allocator's (which a
    refused allocation does not raise), or the process's VmHWM."""
    if device is not None:
        try:
            return int(tf.config.experimental.get_memory_info(device)["peak"])
        except Exception:
            pass
    return peak_resident_bytes()


def device_limit(device):
    """(bytes, source) of the memory the device can give: the GPU's total
    (nvidia-smi), or on CPU the smallest of the cgroup's limit and the
    machine's MemTotal. (None, None) where unknown."""
    if device is not None:
        configured = _logical_device_limit(device)
        if configured:
            return configured, "logical device memory_limit"
        total = _nvidia_smi_total(device)
        if total:
            return total, "nvidia-smi memory.total"
        return None, None
    found = []
    cgroup = _cgroup_limit()
    if cgroup:
        found.append((cgroup, "cgroup memory limit"))
    total = _meminfo("MemTotal")
    if total:
        found.append((total, "MemTotal"))
    return min(found) if found else (None, None)


def free_bytes(device):
    """Memory the device can still give this process: the limit less what is
    used (GPU); on CPU MemAvailable, within the cgroup's limit."""
    if device is not None:
        limit, _ = device_limit(device)
        used, _ = read_memory(device)
        return None if limit is None or used is None else max(0, limit - used)
    available = _meminfo("MemAvailable")
    cgroup = _cgroup_limit()
    if cgroup:
        used = _cgroup_usage()
        room = cgroup - used if used is not None else cgroup
        available = min(available, room) if available else room
    return available


def _meminfo(key):
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        return None
    return None


def _cgroup_dir():
    try:
        with open("/proc/self/cgroup") as f:
            for line in f:
                if line.startswith("0::"):
                    return "/sys/fs/cgroup" + line.strip()[3:]
    except OSError:
        pass
    return "/sys/fs/cgroup"


def _read_int(path):
    try:
        with open(path) as f:
            text = f.read().strip()
        return None if text in ("max", "") else int(text)
    except (OSError, ValueError):
        return None


def _cgroup_limit():
    """The cgroup's memory limit (v2, else v1), or None where unlimited."""
    limit = _read_int(os.path.join(_cgroup_dir(), "memory.max"))
    if limit is None:
        limit = _read_int("/sys/fs/cgroup/memory/memory.limit_in_bytes")
        if limit is not None and limit >= 1 << 60:  # v1's "unlimited"
            limit = None
    return limit


def _cgroup_usage():
    used = _read_int(os.path.join(_cgroup_dir(), "memory.current"))
    return used if used is not None else _read_int("/sys/fs/cgroup/memory/memory.usage_in_bytes")


def _logical_device_limit(device):
    """The memory_limit a `tf.config.set_logical_device_configuration` gave
    the GPU, in bytes, or None."""
    try:
        index = int(device.rsplit(":", 1)[-1])
        physical = tf.config.list_physical_devices("GPU")[index]
        configs = tf.config.get_logical_device_configuration(physical) or []
        limits = [c.memory_limit for c in configs if getattr(c, "memory_limit", None)]
        return int(limits[0]) * (1 << 20) if limits else None
    except Exception:
        return None


def _nvidia_smi_total(device):
    index = device.rsplit(":", 1)[-1]
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=memory.total", "--format=csv,noheader,nounits", "-i", index],
            capture_output=True, text=True, timeout=10, check=True,
        ).stdout.strip()
        return int(float(out.splitlines()[0])) * (1 << 20)
    except Exception:
        return None
