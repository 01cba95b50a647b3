import Testing
import ZReaderApp
import ZReaderModel

@Suite("The pictures' command-line options")
struct PictureOptionsTests {
    @Test func imagesAndTheCacheCapAreReadAndCheckedAndInTheHelp() throws {
        let defaults = try CommandLineOptions.parse([])
        #expect(defaults.images == .auto && defaults.imageCacheMegabytes == 200)
        let chosen = try CommandLineOptions.parse(["--images", "off", "--image-cache-mb=50"])
        #expect(chosen.images == .off && chosen.imageCacheMegabytes == 50)
        #expect(try CommandLineOptions.parse(["--images=on"]).images == .on)
        #expect(try CommandLineOptions.parse(["--image-cache-mb", "0"]).imageCacheMegabytes == 0)
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["--images", "maybe"]) }
        #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions.parse(["--image-cache-mb", "-1"])
        }
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["--images"]) }
        for words in ["--images WHEN", "--image-cache-mb N", "显示 / 隐藏图片", "无图模式"] {
            #expect(CommandLineOptions.help().contains(words), "--help says nothing of \(words)")
        }
        #expect(CommandLineOptions.usage.contains("[--images auto|on|off]"))
    }

    @Test func theToggleKeyIsBoundWherePicturesAreShownAndInTheirHelp() {
        for screen in [Screen.home, .panel(.favourites), .reader] {
            let binding = KeyMap.standard.bindings(for: screen).first { $0.command == .togglePictures }
            #expect(binding?.keys == [.character("i")], "\(screen)")
            #expect(binding?.help == "显示 / 隐藏图片")
        }
    }
}
