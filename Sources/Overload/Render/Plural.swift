/// `1 set`, `3 sets`, `0 sets`: a count and an English noun that takes `s` in the plural (the
/// last word of `noun` takes it: `2 skipped sets`). Every count a lifter reads goes through here.
public func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
