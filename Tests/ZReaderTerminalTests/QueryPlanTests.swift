import Testing
import ZReaderTerminal

/// What is asked of which terminal.
@Suite("The query round's plan")
struct QueryPlanTests {
    static func plan(_ environment: [String: String]) -> QueryPlan {
        QueryPlan(environment: TerminalEnvironment(environment))
    }

    static func text(_ plan: QueryPlan) -> String { String(decoding: plan.bytes, as: UTF8.self) }

    @Test func everyPlanEndsOnDA1AfterErasingTheProbe() {
        for plan in [QueryPlan.full, .withoutModeQueries, .withoutGraphicsQuery, .minimal] {
            #expect(Self.text(plan).hasPrefix("\r\u{B7}\u{1B}[6n"), "\(plan): the width probe first")
            #expect(Self.text(plan).hasSuffix("\r\u{1B}[K\u{1B}[c"), "\(plan): erased, then DA1")
        }
        #expect(QueryPlan.none.bytes.isEmpty)
    }

    @Test(arguments: [
        (["TERM": "xterm-256color"], QueryPlan.full), (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], .full),
        (["TERM": ""], .none), ([:], .none), (["TERM": "dumb"], .none),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], .minimal), (["TERM": "linux"], .minimal),
        (["TERM": "screen-256color"], .minimal),
        (["TERM": "screen-256color", "TMUX": "/tmp/t,1,0"], .withoutGraphicsQuery),
        (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"], .withoutGraphicsQuery),
        (["TERM": "xterm-256color", "KONSOLE_VERSION": "240803"], .withoutModeQueries),
    ])
    func eachTerminalGetsItsPlan(_ environment: [String: String], _ plan: QueryPlan) {
        #expect(Self.plan(environment) == plan)
    }

    @Test func tmuxIsNotSentAnAPCItWouldTakeForThePanesTitle() {
        #expect(!Self.text(.withoutGraphicsQuery).contains("\u{1B}_"))
        #expect(Self.text(.full).contains("\u{1B}_Gi=31,"))
    }

    @Test func konsoleIsNotAskedForModes() {
        #expect(!Self.text(.withoutModeQueries).contains("$p"))
        #expect(!Self.text(.withoutModeQueries).contains("S\u{1B}"))
    }
}
