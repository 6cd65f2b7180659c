//! Memory given back after password hashing. Each Argon2 hash takes a 19 MiB block.
//! glibc's allocator serves a block above its mmap threshold with a mapping of its own,
//! unmapped when freed; but it raises that threshold (up to 32 MiB) each time such a
//! block is freed, after which the 19 MiB blocks come from its arenas, one per thread
//! that hashed, and stay: a burst of failed sign-ins left the server near 900 MB. A
//! threshold set once stays where it is set, so every hash's block is mapped and
//! unmapped on its own (`docs/RELIABILITY.md` has the figures).

/// Blocks at least this large get mappings of their own (glibc's starting threshold
/// is 128 KiB; 1 MiB keeps the many small allocations of pages and games in arenas).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: libc::c_int = 1 << 20;

/// Fixes glibc's mmap threshold (see the module); elsewhere nothing to do.
pub fn give_back_large_blocks() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes the allocator's settings; it is called once at
        // start, before any request is served.
        let done = unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) };
        if done != 1 {
            tracing::warn!("the allocator's mmap threshold could not be set");
        }
    }
}
