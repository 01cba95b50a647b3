import Testing
import ZReaderConfig

@Suite("Config file: which file is read")
struct ConfigLocationTests {
    let environment = [
        "ZREADER_CONFIG": "/env/zreader.toml", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/reader",
    ]

    @Test func theFlagComesFirst() {
        #expect(
            ConfigLocation.resolve(flag: "my.toml", environment: environment)
                == ConfigLocation(path: "my.toml", origin: .flag))
    }

    @Test func thenZReaderConfig() {
        #expect(
            ConfigLocation.resolve(flag: nil, environment: environment)
                == ConfigLocation(path: "/env/zreader.toml", origin: .environment))
    }

    @Test func thenTheXDGConfigHome() {
        var environment = environment
        environment["ZREADER_CONFIG"] = ""
        #expect(
            ConfigLocation.resolve(flag: nil, environment: environment)
                == ConfigLocation(path: "/xdg/zreader/config.toml", origin: .xdgConfigHome))
        environment["XDG_CONFIG_HOME"] = "/xdg/"
        #expect(ConfigLocation.resolve(flag: nil, environment: environment)?.path == "/xdg/zreader/config.toml")
    }

    @Test func thenTheHomeDirectoryWhenTheXDGConfigHomeIsUnsetEmptyOrRelative() {
        for configHome in [nil, "", "relative/config"] {
            let environment = ["HOME": "/home/reader", "XDG_CONFIG_HOME": configHome].compactMapValues { $0 }
            #expect(
                ConfigLocation.resolve(flag: nil, environment: environment)
                    == ConfigLocation(path: "/home/reader/.config/zreader/config.toml", origin: .home))
        }
    }

    @Test func noFileWithoutAHome() {
        #expect(ConfigLocation.resolve(flag: nil, environment: [:]) == nil)
        #expect(ConfigLocation.resolve(flag: nil, environment: ["HOME": ""]) == nil)
    }

    @Test func onlyAFileTheUserNamedMustExist() {
        #expect(ConfigLocation(path: "x", origin: .flag).mustExist)
        #expect(ConfigLocation(path: "x", origin: .environment).mustExist)
        #expect(!ConfigLocation(path: "x", origin: .xdgConfigHome).mustExist)
        #expect(!ConfigLocation(path: "x", origin: .home).mustExist)
    }
}
