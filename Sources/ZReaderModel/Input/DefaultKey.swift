import ZReaderScreen

/// One entry of a screen's default keys, in the order help lists them.
///
/// Typed by the screen's own commands, so a table cannot bind a command its screen does not do.
enum DefaultKey<Own: CommandSubset> {
    /// Keys for one of the screen's own commands, with the words help shows for them.
    case own([Key], Own, DisplayText)
    /// A command that means the same everywhere, with the keys and words it has on every screen.
    case global(GlobalCommand)
    /// The keys that open each panel over the home screen (`Panel.Kind.opener`), in their order.
    case panelOpeners

    var bindings: [KeyBinding] {
        switch self {
        case .own(let keys, let command, let help): [KeyBinding(keys, command.command, help)]
        case .global(let command): [command.binding]
        case .panelOpeners: Panel.Kind.allCases.map(\.opener)
        }
    }
}
