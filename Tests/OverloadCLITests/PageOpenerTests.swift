import Foundation
@testable import OverloadCLI
import OverloadTestSupport
import Testing

/// `--open` hands the page to the launcher and does not wait on a browser that stays open.
@Suite struct PageOpenerTests {
    @Test func aBrowserThatKeepsRunningDoesNotHoldTheCommand() throws {
        try withTemporaryFolder { folder in
            let browser = folder + "/browser.sh"
            try "#!/bin/sh\nprintf '%s' \"$1\" > '\(folder)/url.txt'\nexec sleep 30\n"
                .write(toFile: browser, atomically: true, encoding: .utf8)
            #expect(chmod(browser, 0o755) == 0)
            let started = Date()
            let result = PageOpener.open(folder + "/report.html", environment: ["BROWSER": browser, "PATH": "/usr/bin:/bin"])
            let waited = Date().timeIntervalSince(started)
            if case .failure(let failure) = result { Issue.record("\(failure.message)") }
            #expect(waited < PageOpener.launcherWait + 5, "waited \(waited) s")
            #expect(try String(contentsOfFile: folder + "/url.txt", encoding: .utf8).hasPrefix("file://"))
        }
    }
}
