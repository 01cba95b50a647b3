import ZReaderModel
import ZReaderScreen

/// Makes the view of whichever panel is open: each panel's view file adds its method (the
/// favourites' is beside `FavouritesScreenView`), and a panel without one does not compile.
struct PanelViews: Panel.Visitor {
    var state: AppState
    var theme: Theme
    var spinner: DisplayText
}
