import ZReaderScreen

/// A screen opened over the home screen by a key of its own (the favourites, the columns), with its
/// state: the one place such a screen is registered.
///
/// The stack keeps at most one panel, under any search or story opened from it. Each case below
/// names a panel's state, and the switches connect it to its reducer, keys, pictures and view
/// (through `Visitor`), so a new panel is its state, its reducer, its view and a case here.
public enum Panel: Hashable, Sendable {
    case favourites(FavouritesState)
    case columns(ColumnsState)

    /// Which panel, without its state.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case favourites
        case columns

        /// The panel's name in the config file: its `[keys.<name>]` table, and the command that
        /// opens it.
        public var name: String {
            switch self {
            case .favourites: "favourites"
            case .columns: "columns"
            }
        }

        /// What the status line and the help box call the panel.
        public var title: DisplayText {
            switch self {
            case .favourites: "收藏夹"
            case .columns: "栏目"
            }
        }

        /// The home screen's key for opening the panel, with the words help shows for it.
        var opener: KeyBinding {
            switch self {
            case .favourites: KeyBinding([.character("F")], .show(self), "收藏夹")
            case .columns: KeyBinding([.character("C")], .show(self), "栏目总览")
            }
        }

        /// The panel's own keys, in the order help lists them.
        var bindings: [KeyBinding] {
            switch self {
            case .favourites: FavouritesReducer.bindings
            case .columns: ColumnsReducer.bindings
            }
        }

        /// The panel as it opens on a screen of `size`, and what it asks for then.
        func opened(screenSize size: Size) -> (Panel, [Effect]) {
            switch self {
            case .favourites: (.favourites(FavouritesState(screenSize: size)), [.background(.loadFavourites)])
            case .columns: (.columns(ColumnsState(screenSize: size)), [.background(.loadColumns)])
            }
        }

        /// Applies the key map's `command` to the panel on top, if the panel has it.
        func route(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
            switch self {
            case .favourites: FavouritesReducer.route(command, count: count, &state)
            case .columns: ColumnsReducer.route(command, count: count, &state)
            }
        }

        func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
            switch self {
            case .favourites: FavouritesReducer.mouse(event, &state)
            case .columns: ColumnsReducer.mouse(event, &state)
            }
        }
    }

    /// Something that makes one thing of every kind of panel: the views module draws panels with
    /// one, so that a panel without a view does not compile.
    public protocol Visitor {
        associatedtype Result
        func favourites(_ favourites: FavouritesState) -> Result
        func columns(_ columns: ColumnsState) -> Result
    }

    public var kind: Kind {
        switch self {
        case .favourites: .favourites
        case .columns: .columns
        }
    }

    /// `visitor`'s thing for this panel.
    public func accept<V: Visitor>(_ visitor: V) -> V.Result {
        switch self {
        case .favourites(let favourites): visitor.favourites(favourites)
        case .columns(let columns): visitor.columns(columns)
        }
    }

    /// True while the panel shows a spinner.
    var isAnimating: Bool {
        switch self {
        case .favourites(let favourites): favourites.isLoading
        case .columns(let columns): columns.isLoading
        }
    }

    mutating func resize(to size: Size) {
        switch self {
        case .favourites(var favourites):
            favourites.resize(to: size)
            self = .favourites(favourites)
        case .columns(var columns):
            columns.resize(to: size)
            self = .columns(columns)
        }
    }

    /// The pictures the panel shows, most wanted first.
    func wantedPictures(_ pictures: PictureState) -> [PictureKey] {
        switch self {
        case .favourites(let favourites): PictureDemand.favourites(favourites, pictures)
        case .columns(let columns): PictureDemand.columns(columns, pictures)
        }
    }
}
