/// The text of `:help`: every command and what-if, each on one line under 80 columns.
enum ReplHelp {
    /// The REPL's commands, for `:help` and tab completion.
    static let commands = [
        "next", "plan", "explain", "history", "suggest", "accept", "reject", "defer", "log", "rest", "assume", "undo", "reset",
        ":load", ":reload", ":report", ":help", ":quit",
    ]

    static let text = """
        Type a line of the language, or a command. A line ending in ':' opens a block;
        a blank line ends it.

          bench 3x5 @ 80%          sets with loads and plates, from the program
          day "A": / week 2:       a block, compiled on the spot
          bench: tm * 85%          a script expression for an exercise, with its unit

          next                     the next session's targets, and why
          plan [week N] [day NAME] the plan with the journal's progress applied
          explain EXERCISE         how an exercise's target was reached
          history EXERCISE         an exercise's sessions, records and e1RM
          suggest                  the changes an 'ask' rule waits on, numbered
          accept N, reject N, defer N   decide suggestion N (written to the journal)
          log LINE[; LINE...]      log a session today (checked, then written)
          rest [TIME | EXERCISE]   count a rest down (3m, 90s, or the program's
                                   rest for the exercise; alone, the last logged)

          assume LINE              a what-if, never written: a program line
                                   (tm bench 105kg) or a journal line
                                   (bench 100x5, 100x5, 100x4), logged today
          undo                     drop the last what-if
          reset                    drop every what-if

          :load FILE               work on another program
          :reload                  read the program and journal again
          :report [FILE] [--open]  write the training report, what-ifs included
                                   (report.html), and open it
          :help                    this text
          :quit                    leave (also Ctrl-D)

        """
}
