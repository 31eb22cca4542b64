import OverloadCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var console = Console.standard()
let status = CLI.run(Array(CommandLine.arguments.dropFirst()), console: &console)
exit(status)
