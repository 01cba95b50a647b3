// swift-tools-version: 6.3;(experimentalCGen)
import PackageDescription

let package = Package(
    name: "zreader",
    products: [
        .executable(name: "zreader", targets: ["zreader"]),
        .executable(name: "zreader-bench", targets: ["zreader-bench"]),
    ],
    targets: [
        // C libraries from Debian packages, reached through module maps only.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl"),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng16"),
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebp"),
        .systemLibrary(name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa"),
        .systemLibrary(name: "CICU", path: "Sources/CICU", pkgConfig: "icu-uc"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib"),

        // The one door to the system: system calls retried on EINTR, writes carried to the last byte,
        // errno as a typed error, the wall clock. Depends on nothing; the pure layers do not see it.
        .target(name: "ZReaderSystem"),

        // Pure layers: no terminal, no network, no disk.
        .target(name: "ZReaderScreen"),
        // What zreader knows of its terminal: the start-up query round's bytes and the parser of
        // the answers, the terminal's brand and version, and the profile made of them (picture
        // method, 24-bit colour, synchronized output, terminfo fallbacks). Pure: the curses module
        // does the reading and writing.
        .target(name: "ZReaderTerminal", dependencies: ["ZReaderScreen"]),
        // The vocabulary the edges share with the app: stories, days, comments, articles, search,
        // web addresses, and the loader and store protocols. The edges see this, not the app's state.
        .target(name: "ZReaderDomain", dependencies: ["ZReaderScreen", "ZReaderFolding"]),
        // The only module that imports ICU: search's NFKC + case folding. Pure: a function of text.
        .target(name: "ZReaderFolding", dependencies: ["CICU"]),
        .target(name: "ZReaderModel", dependencies: ["ZReaderDomain", "ZReaderScreen"]),
        .target(name: "ZReaderViews", dependencies: ["ZReaderModel", "ZReaderDomain", "ZReaderScreen"]),
        .target(
            name: "ZReaderFuzz",
            dependencies: ["ZReaderModel", "ZReaderDomain", "ZReaderViews", "ZReaderScreen", "ZReaderSystem"]),

        // Settings from the config file, the environment and the flags. Parsing is pure; reading
        // the one file is its only I/O.
        .target(name: "ZReaderConfig", dependencies: ["ZReaderScreen", "ZReaderSystem"]),

        // Data sources behind the loader protocol.
        .executableTarget(name: "DemoEditionEmbedder", path: "Sources/DemoEditionEmbedder"),
        .plugin(
            name: "EmbedDemoEdition", capability: .buildTool(),
            dependencies: ["DemoEditionEmbedder"]),
        // The demo edition's files as bytes in C (#embed), from a plugin's generated C: SwiftPM
        // compiles that only under the experimentalCGen feature of the tools version above.
        .target(name: "CDemoEdition", plugins: ["EmbedDemoEdition"]),
        .target(name: "ZReaderDemoEdition", dependencies: ["CDemoEdition"]),
        .target(
            name: "ZReaderLoader",
            dependencies: [
                "ZReaderDomain", "ZReaderScreen", "ZReaderSystem", "ZReaderDemoEdition", "ZReaderImageDecoding",
            ]),

        // The only module that imports libcurl: the HTTP client behind ZReaderLoader's protocol.
        .target(
            name: "ZReaderCurl",
            dependencies: ["ZReaderDomain", "ZReaderLoader", "ZReaderScreen", "ZReaderSystem", "CCurl"]),

        // The only module that imports SQLite: the story cache.
        .target(name: "ZReaderStore", dependencies: ["ZReaderDomain", "ZReaderScreen", "ZReaderSystem", "CSQLite"]),

        // The only module that imports libxml2: story bodies from HTML to articles.
        .target(name: "ZReaderHTML", dependencies: ["ZReaderDomain", "ZReaderScreen", "CLibXML2"]),

        // The only module that imports the image decoders: bytes to RGBA pixels.
        .target(name: "ZReaderImageDecoding", dependencies: ["CTurboJPEG", "CPNG", "CWebP"]),

        // The only module that imports libchafa and zlib: RGBA pixels to what a terminal draws, a
        // picture of terminal cells, or the compressed pixels of a kitty image.
        .target(name: "ZReaderCellArt", dependencies: ["ZReaderScreen", "ZReaderImageDecoding", "CChafa", "CZlib"]),

        // Signal handlers and the state they read, in one C object file: the terminal's rescue on a
        // fatal signal, the quit flag. Imported only by ZReaderCurses.
        .target(name: "CTerminalRescue"),

        // `wcwidth` for curses, so that it measures East Asian Ambiguous characters as zreader
        // does. Imported only by ZReaderCurses.
        .target(name: "CCursesWidth"),

        // The only module that imports curses.
        .target(
            name: "ZReaderCurses",
            dependencies: [
                "ZReaderScreen", "ZReaderTerminal", "ZReaderSystem", "CNcursesw", "CTerminalRescue", "CCursesWidth",
            ]),

        // The app: the entry point and its commands, the command line, the run loop and its effects,
        // the wiring. Does not import curses: main hands it the terminal.
        .target(
            name: "ZReaderApp",
            dependencies: [
                "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderTerminal", "ZReaderViews", "ZReaderLoader",
                "ZReaderHTML", "ZReaderStore", "ZReaderCurl", "ZReaderImageDecoding", "ZReaderCellArt", "ZReaderConfig",
                "ZReaderSystem",
            ]),
        // The commit zreader is built from, for `--version`: read from git whenever HEAD moved.
        .plugin(name: "StampBuildCommit", capability: .buildTool()),
        .executableTarget(
            name: "zreader",
            dependencies: ["ZReaderApp", "ZReaderCurses", "ZReaderScreen", "ZReaderTerminal", "ZReaderSystem"],
            plugins: ["StampBuildCommit"]),
        .executableTarget(
            name: "zreader-bench",
            dependencies: [
                "ZReaderApp", "ZReaderViews", "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderStore",
                "ZReaderHTML", "ZReaderFuzz", "ZReaderImageDecoding", "ZReaderCellArt", "ZReaderLoader",
                "ZReaderSystem", "ZReaderConfig",
            ]),

        // Tests.
        .target(
            name: "ZReaderTestSupport",
            dependencies: [
                "ZReaderApp", "ZReaderScreen", "ZReaderModel", "ZReaderDomain", "ZReaderViews", "ZReaderLoader",
                "ZReaderCurl", "ZReaderSystem", "ZReaderTerminal", "CZlib",
            ],
            path: "Tests/ZReaderTestSupport"),
        .testTarget(name: "ZReaderSystemTests", dependencies: ["ZReaderSystem"]),
        .testTarget(name: "ZReaderScreenTests", dependencies: ["ZReaderScreen"]),
        .testTarget(name: "ZReaderTerminalTests", dependencies: ["ZReaderTerminal", "ZReaderScreen"]),
        .testTarget(name: "ZReaderConfigTests", dependencies: ["ZReaderConfig", "ZReaderScreen"]),
        .testTarget(
            name: "ZReaderModelTests",
            dependencies: ["ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderTestSupport"]),
        .testTarget(
            name: "ZReaderFuzzTests",
            dependencies: [
                "ZReaderFuzz", "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderViews", "ZReaderApp",
                "ZReaderLoader",
            ]),
        .testTarget(
            name: "ZReaderHTMLTests",
            dependencies: ["ZReaderHTML", "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderFuzz"]),
        .testTarget(
            name: "ZReaderViewsTests",
            dependencies: [
                "ZReaderViews", "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderHTML", "ZReaderTestSupport",
                "ZReaderCurses", "ZReaderConfig",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ZReaderStoreTests",
            dependencies: [
                "ZReaderStore", "ZReaderDomain", "ZReaderScreen", "ZReaderSystem", "CSQLite", "ZReaderTestSupport",
            ]),
        .testTarget(
            name: "ZReaderLoaderTests",
            dependencies: [
                "ZReaderLoader", "ZReaderCurl", "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderDemoEdition",
                "ZReaderImageDecoding", "ZReaderTestSupport",
            ]),
        .testTarget(
            name: "ZReaderCurlTests",
            dependencies: ["ZReaderCurl", "ZReaderLoader", "ZReaderDomain", "ZReaderTestSupport"]),
        .testTarget(
            name: "ZReaderAppTests",
            dependencies: [
                "ZReaderApp", "ZReaderModel", "ZReaderDomain", "ZReaderScreen", "ZReaderStore", "ZReaderConfig",
                "ZReaderViews", "ZReaderLoader", "ZReaderImageDecoding", "ZReaderCellArt", "ZReaderTerminal",
                "ZReaderTestSupport",
            ]),
        .testTarget(
            name: "ZReaderCursesTests",
            dependencies: ["ZReaderCurses", "ZReaderScreen", "ZReaderTerminal", "ZReaderViews"]),
        .testTarget(name: "ZReaderImageDecodingTests", dependencies: ["ZReaderImageDecoding"]),
        .testTarget(
            name: "ZReaderCellArtTests",
            dependencies: [
                "ZReaderCellArt", "ZReaderImageDecoding", "ZReaderScreen", "ZReaderCurses", "ZReaderTestSupport",
            ]),
        .testTarget(
            name: "ZReaderEndToEndTests",
            dependencies: [
                // The executable itself, so that the tests find it built.
                "zreader", "ZReaderTestSupport", "ZReaderApp", "ZReaderDomain", "ZReaderScreen", "ZReaderLoader",
                "ZReaderCellArt", "ZReaderImageDecoding", "ZReaderViews",
            ]),
    ]
)
