#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A write to a plugin's standard input that cannot kill overload with SIGPIPE when the
/// plugin exits without reading it (the write then fails with EPIPE).
///
/// SIGPIPE is not ignored for the whole process: overload's own output must still end it
/// quietly when its reader goes (`overload next ... | head -1`), as any command line tool
/// ends. The signal is blocked in this thread for this write only, and one the write raised
/// is taken before the mask is restored (a pipe's SIGPIPE goes to the writing thread).
enum PipeWrite {
    /// `write(descriptor, bytes, count)`, its result and `errno` unchanged, without SIGPIPE.
    static func withoutSIGPIPE(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        // Darwin has no sigtimedwait; the descriptor is marked F_SETNOSIGPIPE instead.
        return write(descriptor, bytes, count)
        #else
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // A SIGPIPE already waiting is someone else's: leave it to be delivered.
        var pending = sigset_t()
        sigpending(&pending)
        let wasPending = sigismember(&pending, SIGPIPE) == 1
        let written = write(descriptor, bytes, count)
        let failure = errno
        if written < 0, failure == EPIPE, !wasPending {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &now) < 0 && errno == EINTR {}
        }
        errno = failure
        return written
        #endif
    }
}
