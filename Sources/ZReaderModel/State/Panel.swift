import ZReaderScreen

/// A screen opened over the home screen by a key of its own (the favourites), with its state: the
/// one place such a screen is registered.
///
/// The stack keeps at most one panel, under any search or story opened from it. Each case below
/// names a panel's state, and the switches connect it to its reducer, keys, pictures and view
/// (through `Visitor`), so a new panel is its state, its reducer, its view and a case here.
public enum Panel: Hashable, Sendable {
    case favourites(FavouritesState)

    /// Which panel, without its state.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case favourites

        /// The panel's name in the config file: its `[keys.<name>]` table, and the command that
        /// opens it.
        public var name: String {
            switch self {
            case .favourites: "favourites"
            }
        }

        /// What the status line and the help box call the panel.
        public var title: DisplayText {
            switch self {
            case .favourites: "收藏夹"
            }
        }

        /// The home screen's key for opening the panel, with the words help shows for it.
        var opener: KeyBinding {
            switch self {
            case .favourites: KeyBinding([.character("F")], .show(self), "收藏夹")
            }
        }

        /// The panel's own keys, in the order help lists them.
        var bindings: [KeyBinding] {
            switch self {
            case .favourites: FavouritesReducer.bindings
            }
        }

        /// The panel as it opens on a screen of `size`, and what it asks for then.
        func opened(screenSize size: Size) -> (Panel, [Effect]) {
            switch self {
            case .favourites: (.favourites(FavouritesState(screenSize: size)), [.background(.loadFavourites)])
            }
        }

        /// Applies the key map's `command` to the panel on top, if the panel has it.
        func route(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
            switch self {
            case .favourites: FavouritesReducer.route(command, count: count, &state)
            }
        }

        func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
            switch self {
            case .favourites: FavouritesReducer.mouse(event, &state)
            }
        }
    }

    /// Something that makes one thing of every kind of panel: the views module draws panels with
    /// one, so that a panel without a view does not compile.
    public protocol Visitor {
        associatedtype Result
        func favourites(_ favourites: FavouritesState) -> Result
    }

    public var kind: Kind {
        switch self {
        case .favourites: .favourites
        }
    }

    /// `visitor`'s thing for this panel.
    public func accept<V: Visitor>(_ visitor: V) -> V.Result {
        switch self {
        case .favourites(let favourites): visitor.favourites(favourites)
        }
    }

    /// True while the panel shows a spinner.
    var isAnimating: Bool {
        switch self {
        case .favourites(let favourites): favourites.isLoading
        }
    }

    mutating func resize(to size: Size) {
        switch self {
        case .favourites(var favourites):
            favourites.resize(to: size)
            self = .favourites(favourites)
        }
    }

    /// The pictures the panel shows, most wanted first.
    func wantedPictures(_ pictures: PictureState) -> [PictureKey] {
        switch self {
        case .favourites(let favourites): PictureDemand.favourites(favourites, pictures)
        }
    }
}
