import Foundation
import Testing
import ZReaderConfig

@Suite("Config file: reading it from disk")
struct ConfigFileReadingTests {
    @Test func theUsualFileIsRead() throws {
        let folder = try ScratchFolder()
        try folder.write("zreader/config.toml", "theme = \"night\"\n")
        let resolved = try SettingsResolver.load(
            configFlag: nil, environment: ["XDG_CONFIG_HOME": folder.path], flags: SettingsOverrides())
        #expect(resolved.settings.theme == .night)
        #expect(resolved.config.path == folder.path + "/zreader/config.toml")
        #expect(resolved.diagnostics == [])
    }

    @Test func noUsualFileMeansTheDefaultsAndNothingToSay() throws {
        let folder = try ScratchFolder()
        let file = try ConfigFile.load(from: ConfigLocation(path: folder.path + "/absent.toml", origin: .home))
        #expect(file == ConfigFile())
        #expect(try ConfigFile.load(from: nil) == ConfigFile())
    }

    @Test func aNamedFileThatIsMissingIsAnErrorToExitOn() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/absent.toml"
        #expect(
            throws: ConfigFileError(
                location: ConfigLocation(path: path, origin: .flag), reason: "文件不存在")
        ) {
            try SettingsResolver.load(configFlag: path, environment: [:], flags: SettingsOverrides())
        }
        do {
            _ = try ConfigFile.load(from: ConfigLocation(path: path, origin: .environment))
            Issue.record("a missing ZREADER_CONFIG file was read")
        } catch {
            #expect(error.description == "无法读取配置文件 ZREADER_CONFIG=\(path)：文件不存在")
        }
        let flagError = ConfigFileError(
            location: ConfigLocation(path: path, origin: .flag), reason: "文件不存在")
        #expect(flagError.description == "无法读取配置文件 --config \(path)：文件不存在")
    }

    @Test func aDirectoryIsAnErrorWhenNamedAndADiagnosticWhenUsual() throws {
        let folder = try ScratchFolder()
        #expect(throws: ConfigFileError.self) {
            try ConfigFile.load(from: ConfigLocation(path: folder.path, origin: .flag))
        }
        let file = try ConfigFile.load(from: ConfigLocation(path: folder.path, origin: .xdgConfigHome))
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.kind == .unreadable)
        #expect(diagnostic.description == "\(folder.path): 无法读取（是一个目录），已用默认设置")
        #expect(diagnostic.summary == "配置文件：无法读取，已用默认设置")
        #expect(file.settings == Settings())
    }

    @Test func aFileOfAMegabyteIsReadAndOneByteMoreIsNot() throws {
        let folder = try ScratchFolder()
        let line = "theme = \"day\"\n"
        let padding = String(repeating: "#", count: ConfigFile.sizeLimit - line.utf8.count - 1) + "\n"
        let fits = try folder.write("fits.toml", line + padding)
        let tooLarge = try folder.write("large.toml", line + "#" + padding)

        let read = try ConfigFile.load(from: ConfigLocation(path: fits, origin: .flag))
        #expect(read.diagnostics == [])
        #expect(read.settings.theme == .day)

        let refused = try ConfigFile.load(from: ConfigLocation(path: tooLarge, origin: .flag))
        #expect(refused.settings.theme == .terminal)
        #expect(
            refused.diagnostics.map(\.description) == [
                "\(tooLarge): 超过 1 MB，作为配置文件太大，已用默认设置"
            ])
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/fifo.toml"
        #expect(mkfifo(path, 0o600) == 0)
        let file = try ConfigFile.load(from: ConfigLocation(path: path, origin: .home))
        #expect(file.diagnostics.map(\.message) == ["无法读取（不是普通文件），已用默认设置"])
    }

    @Test func aSymbolicLinkIsFollowedAsDotfileManagersMakeThem() throws {
        let folder = try ScratchFolder()
        let target = try folder.write("dotfiles/zreader.toml", "theme = \"day\"\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/zreader", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/zreader/config.toml", withDestinationPath: target)
        let location = ConfigLocation.resolve(flag: nil, environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(try ConfigFile.load(from: location).settings.theme == .day)
    }

    @Test func theNullDeviceReadsAsAnEmptyFile() throws {
        let file = try ConfigFile.load(from: ConfigLocation(path: "/dev/null", origin: .flag))
        #expect(file.settings == Settings())
        #expect(file.diagnostics == [])
    }

    @Test func bytesThatAreNotUTF8AreADiagnosticNamingTheFile() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("config.toml", Array("mouse = false\n# caf".utf8) + [0xE9] + Array("\n".utf8))
        let file = try ConfigFile.load(from: ConfigLocation(path: path, origin: .flag))
        #expect(file.settings.mouse == false)
        #expect(
            file.diagnostics.map(\.description) == [
                "\(path):2:6: 文件从此处起不是有效的 UTF-8 文本；文件从第 2 行起的内容均未使用"
            ])
    }
}
