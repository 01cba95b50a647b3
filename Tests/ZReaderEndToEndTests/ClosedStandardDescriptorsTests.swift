import Foundation
import Testing
import ZReaderTestSupport

/// Standard descriptors the parent closed (`zreader sync 2>&-`) are held by `/dev/null` from the
/// start, so no socket, event descriptor or file takes their numbers and receives what was meant
/// for the terminal (before, standard error became libdispatch's epoll descriptor).
@Suite("Closed standard descriptors")
struct ClosedStandardDescriptorsTests {
    @Test func closedStandardDescriptorsAreHeldByDevNull() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["ZREADER"] = try BuiltBinary.zreader()
        // Waits for each descriptor to exist (zreader is starting), then says what it is.
        let script = """
            "$ZREADER" --demo --days 1 --demo-delay 1 <&- >&- 2>&- &
            pid=$!
            for fd in 0 1 2; do
              for attempt in $(seq 200); do link=$(readlink /proc/$pid/fd/$fd) && break; sleep 0.05; done
              echo "$fd=$link"
            done
            wait $pid
            echo "status=$?"
            """
        let run = try await BuiltBinary.runInBackground("/bin/bash", ["-c", script], environment: environment)
        #expect(run.output.contains("0=/dev/null\n1=/dev/null\n2=/dev/null\n"), "\(run)")
        #expect(run.output.contains("status=1\n"), "the list cannot be written: \(run)")
    }
}
