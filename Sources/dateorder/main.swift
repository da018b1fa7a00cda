import DateOrderCLI
import Foundation

DateOrderCommand.holdClosedStandardDescriptors()  // `>&-` stays a closed stream, not the next file opened
signal(SIGPIPE, SIG_IGN)  // a reader that went away ends the command with exit 74, not a death by signal
signal(SIGXFSZ, SIG_IGN)  // a write over `ulimit -f` fails with EFBIG (exit 74, staging removed), not a silent death
// The bytes of `argv`, not `CommandLine.arguments`, which replaces bytes that are not UTF-8 with U+FFFD: a path given
// in another encoding is refused rather than quietly changed into another path.
let arguments = (1..<max(1, Int(CommandLine.argc))).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
}
exit(DateOrderCommand().run(bytes: arguments).rawValue)
