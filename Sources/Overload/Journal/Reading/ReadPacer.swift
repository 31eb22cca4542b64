/// Whether a table of reads (``RecentReads``) is worth asking this time.
///
/// A lookup that misses costs a pass over the bytes, the look in the table and the keeping of
/// what is then read, and a lifter's journal may not repeat itself at all (loads that move
/// every session). So after a run of misses the table is asked once in `interval` times, and
/// a hit makes it asked every time again: where nothing repeats it costs next to nothing, and
/// where sessions come back (a stalled load, a deload week) the first probe that finds one
/// resumes it. Asking or not changes no answer, only whether a read is shared or made again;
/// `PlainSessionPacingTests` reads journals that never repeat, then repeat, both ways.
struct ReadPacer {
    /// The misses in a row after which the table is asked only once in `interval` times.
    let missesBeforePause: Int
    /// While paused, the table is asked once in this many times.
    let interval: Int
    /// Misses in a row, up to `missesBeforePause`.
    private var misses = 0
    /// Times passed without asking since the table was last asked while paused.
    private var passed = 0

    init(missesBeforePause: Int, interval: Int) {
        self.missesBeforePause = missesBeforePause
        self.interval = interval
    }

    /// Whether the table is paused: it has missed `missesBeforePause` times in a row.
    var isPaused: Bool { misses >= missesBeforePause }

    /// Whether to ask the table this time; a `true` is to be followed by ``note(found:)``.
    mutating func asks() -> Bool {
        guard isPaused else { return true }
        passed += 1
        guard passed >= interval else { return false }
        passed = 0
        return true
    }

    /// Notes what the table answered when asked.
    mutating func note(found: Bool) {
        misses = found ? 0 : min(misses + 1, missesBeforePause)
    }
}
