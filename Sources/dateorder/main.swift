import DateOrderCLI
import Foundation

exit(DateOrderCommand().run(Array(CommandLine.arguments.dropFirst())).rawValue)
