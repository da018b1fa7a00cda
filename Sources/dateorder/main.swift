import DateOrderCLI
import Foundation

DateOrderCommand.holdClosedStandardDescriptors()  // `>&-` stays a closed stream, not the next file opened
signal(SIGPIPE, SIG_IGN)  // a reader that went away ends the command with exit 74, not a death by signal
signal(SIGXFSZ, SIG_IGN)  // a write over `ulimit -f` fails with EFBIG (exit 74, staging removed), not a silent death
exit(DateOrderCommand().run(Array(CommandLine.arguments.dropFirst())).rawValue)
