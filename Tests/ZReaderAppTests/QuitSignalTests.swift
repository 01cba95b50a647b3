import Testing
import ZReaderApp
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// SIGINT, SIGTERM and SIGHUP arrive as `.terminated`: one of them ends zreader from wherever the
/// user is, never only closing what is on top.
@Suite("A quit signal ends zreader from any screen")
struct QuitSignalTests {
    enum Place: String, CaseIterable, Sendable {
        case home, help, reader, readerHelp, comments, favourites, columns, searchPrompt, countTyped
    }

    func app(at place: Place) async -> ProgramDriver {
        let app = ProgramDriver(loader: GatedLoader(days: Fixtures.days(olderDays: 3)))
        await app.answerAll()
        switch place {
        case .home: break
        case .help: app.press(.character("?"))
        case .reader, .readerHelp, .comments:
            app.press(.character("j"), .enter)
            await app.answerAll()
            if place == .readerHelp { app.press(.character("?")) }
            if place == .comments {
                app.press(.character("c"))
                await app.answerAll()
            }
        case .favourites: app.press(.character("F"))
        case .columns: app.press(.character("C"))
        case .searchPrompt: app.press(.character("/"))
        case .countTyped: app.press(.character("5"))
        }
        await app.answerAll()
        return app
    }

    @Test(arguments: Place.allCases)
    func oneSignalQuits(_ place: Place) async {
        let app = await app(at: place)
        #expect(!app.state.isQuitting, "already quitting at \(place)")
        app.send(.terminated)
        #expect(app.state.isQuitting, "one signal at \(place) did not quit")
    }
}
