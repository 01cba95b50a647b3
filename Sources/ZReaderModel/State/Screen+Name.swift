extension Screen {
    /// The screen's name in the config file's `[keys.<screen>]` tables and in the manual.
    public var name: String {
        switch self {
        case .home: "home"
        case .panel(let panel): panel.name
        case .search: "search"
        case .reader: "reader"
        case .comments: "comments"
        }
    }

    /// The screen called `name` in the config file.
    public static func named(_ name: String) -> Screen? {
        allCases.first { $0.name == name }
    }
}
