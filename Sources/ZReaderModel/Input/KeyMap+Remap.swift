import ZReaderScreen

extension KeyMap {
    /// This map with `remaps` laid over it, and what did not take as written.
    ///
    /// Those for every screen come first, then those for one screen, so that `[keys.<screen>]`
    /// wins over `[keys]`; a later remap of a key wins over an earlier one. A key a remap gives a
    /// command is taken from the screen's other commands, and each such conflict is reported.
    public func remapped(by remaps: [KeyRemap]) -> (map: KeyMap, problems: [KeyRemap.Problem]) {
        var map = self
        var problems: [KeyRemap.Problem] = []
        let ordered =
            remaps.enumerated().filter { $0.element.screen == nil }
            + remaps.enumerated().filter {
                $0.element.screen != nil
            }
        for (index, remap) in ordered {
            var keys: [Key] = []
            for (keyIndex, key) in remap.keys.enumerated() {
                if case .character(let character) = key, character.isASCII, let digit = character.wholeNumberValue,
                    digit > 0
                {
                    problems.append(KeyRemap.Problem(kind: .countDigit(key), remap: index, key: keyIndex))
                } else {
                    keys.append(key)
                }
            }
            // A remap left with none of the keys written (all of them digits) changes nothing.
            guard !keys.isEmpty || remap.keys.isEmpty else { continue }
            let screens = remap.screen.map { [$0] } ?? Screen.allCases
            var found = false
            for screen in screens where map.bindings(for: screen).contains(where: { $0.command == remap.command }) {
                found = true
                for (key, other) in map.rebind(remap.command, on: screen, to: keys) {
                    let keyIndex = remap.keys.firstIndex(of: key)
                    problems.append(
                        KeyRemap.Problem(
                            kind: .conflict(key, screen: screen, other: other), remap: index, key: keyIndex))
                }
            }
            if !found, let screen = remap.screen {
                problems.append(KeyRemap.Problem(kind: .notOnScreen(screen), remap: index, key: nil))
            }
        }
        return (map, problems)
    }
}
