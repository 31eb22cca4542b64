/// `1 set`, `3 sets`: a count and an English noun that takes `s` in the plural.
func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
}
